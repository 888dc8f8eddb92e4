#pragma once
// Headless games between two strategies: the engine behind `parlor-cli simulate` and the AI's
// strength measurements. No printing; the caller decides what to report.

#include "parlor/cards/match.hpp"
#include "parlor/cards/table_match.hpp"
#include "parlor/games/fivecrowns/ai.hpp"

#include <array>
#include <cstdint>
#include <functional>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace parlor::fivecrowns {

struct MatchOptions {
    // A safety cap on completed turns per round (both players' turns count). A round that
    // reaches it without anyone going out is ended and scored as it stands: each player scores
    // the points its best arrangement leaves, nobody went out, and the player whose turn it
    // was starts the next round. Sensible strategies never reach it; the record counts such
    // rounds so a simulation can report them.
    int turn_cap = 200;
    // When set, the game's record (recorded_game.hpp) line by line, as game `record_game`. A
    // round ended by the turn cap is scored outside the rules: the record stops before it
    // (no "round over", no "end"), so that it replays as an unfinished game.
    std::function<void(const std::string&)> record_line = {};
    int record_game = 1;
    int record_version = 1; // 2: with the strategies' words (docs/records.md, "Versions")
};

struct GameRecord {
    std::uint64_t deal_seed = 0;
    std::array<int, 2> scores{};                    // game totals, indexed by Seat
    std::optional<Seat> winner;                     // nothing for a draw
    int rounds = 0;                                 // rounds scored (11)
    int capped_rounds = 0;                          // rounds ended by the turn cap
    int turns = 0;                                  // completed turns, all rounds
    std::array<int, 2> went_out{};                  // rounds each seat went out in
    std::vector<std::array<int, 2>> round_points;   // each round's points, indexed by Seat
    std::array<std::vector<double>, 2> decision_ms; // each decision's time, per seat
};

// A strategy returned an action the rules refuse: always a bug in that strategy.
using cards::IllegalMove;

// Plays one whole game headless, asking the strategy of the seat to move for each draw and
// discard (through view_for, so it sees only its seat's view) and timing each decision with a
// steady clock. Everything random follows from `deal_seed` alone: the call of the coin toss and
// its result, every round's deal, every reshuffle of the discard pile. The deals do not depend
// on the play, so the same seed with the strategies exchanged deals the same cards with the
// seats swapped. Throws IllegalMove when a strategy breaks the rules.
GameRecord play_game(Strategy& human_seat, Strategy& computer_seat, std::uint64_t deal_seed,
                     const MatchOptions& options = {});

// A game at a table of 2 to 7 seats (seat i played by strategies[i]), as play_game plays two:
// through the engine, each seat deciding from its own view, everything random from `deal_seed`
// (with two seats the very game play_game plays), recorded when the options ask it (the start
// names each seat's strategy). Throws std::invalid_argument for fewer than 2 or more than 7
// strategies, IllegalMove when a strategy breaks the rules.
struct TableRecord {
    std::uint64_t deal_seed = 0;
    std::vector<int> scores;                      // game totals, indexed by Seat
    std::vector<Seat> winners;                    // the lowest total (all of them on a tie)
    std::vector<RoundResult> results;             // every round as scored, hands laid down
    int capped_rounds = 0;                        // rounds ended by the turn cap
    int turns = 0;                                // completed turns, all rounds
    std::vector<std::vector<double>> decision_ms; // each decision's time, per seat
};
TableRecord play_table(const std::vector<Strategy*>& strategies, std::uint64_t deal_seed,
                       const MatchOptions& options = {});

// Self-play at a table of 2 to 7 (`parlor-cli simulate fivecrowns --seats`): each deal once for
// each rotation of `seats` (strategy names) over the seats (parlor/cards/table_match.hpp); the
// lowest total wins, a tie shares the win; a game with a round ended by the turn cap counts as
// capped. Throws std::invalid_argument for a table of fewer than 2 or more than 7, an unknown
// name, or a number of games that is not a positive multiple of the seats; IllegalMove when a
// strategy breaks the rules. `record`, when set, is asked before each game for the options that
// record it (MatchOptions::record_line, record_game, record_version).
cards::TableMatchSummary play_table_match(const std::vector<std::string>& seats, int games,
                                          std::uint64_t seed,
                                          const std::function<void(int)>& progress = {},
                                          const std::function<MatchOptions()>& record = {});

// a, b (strategy names), games (rounded up to an even number), seed, options.
using MatchSettings = cards::MatchSettings<MatchOptions>;

// The statistics every game's matches share (include/parlor/cards/match_stats.hpp).
using cards::DecisionTimes;
using cards::Interval;
using cards::summarize_times;
using cards::wilson_interval;

// a, b, games, wins_a, wins_b, draws, win_rate_a (draws count as not won) with its 95% Wilson
// interval, mean game totals, decision times (parlor/cards/match.hpp), and:
struct MatchSummary : cards::MatchSummary {
    int capped_rounds = 0;
};

// Plays settings.games games: pair k uses one deal seed (derived from settings.seed and k)
// twice, first with `a` in the human seat, then with the seats swapped. Each game gets fresh
// strategies with seeds derived from settings.seed. `progress`, when given, is called after
// every game. Throws std::invalid_argument for an unknown strategy name or a negative count,
// IllegalMove when a strategy breaks the rules.
MatchSummary
play_match(const MatchSettings& settings,
           const std::function<void(int games_done, const GameRecord&)>& progress = {});

// A few lines for a terminal: win rate with its interval, draws, mean points, decision times,
// capped rounds.
std::string format_summary(const MatchSummary& summary);

} // namespace parlor::fivecrowns
