#pragma once
// Headless games between two strategies: the engine behind `parlor-cli simulate cribbage` and
// the AI's strength measurements. No printing; the caller decides what to report. The same
// shape as Five Crowns' match.hpp.

#include "parlor/cards/match.hpp"
#include "parlor/games/cribbage/ai.hpp"

#include <array>
#include <cstdint>
#include <functional>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace parlor::cribbage {

using cards::DecisionTimes;
using cards::Interval;
using cards::summarize_times;
using cards::wilson_interval;

struct MatchOptions {
    // A safety cap on deals per game; a game always ends long before (about ten deals), so a
    // game stopped by it, without a winner, means a broken engine or strategy.
    int deal_cap = 100;
    int target = winning_score; // the game's length: 121 or 61
    // When set, the game's record (recorded_game.hpp) line by line, as game `record_game`.
    std::function<void(const std::string&)> record_line = {};
    int record_game = 1;
    int record_version = 1; // 2: with the strategies' words (docs/records.md, "Versions")
};

// Where a seat's points came from in one game.
struct PointSources {
    int pegging = 0; // the play, last cards included
    int hands = 0;   // the seat's own hand at the show
    int cribs = 0;   // its cribs
    int heels = 0;   // jacks turned up while it dealt
};

struct MeanSources {
    double pegging = 0;
    double hands = 0;
    double cribs = 0;
    double heels = 0;
};

struct GameRecord {
    std::uint64_t deal_seed = 0;
    std::array<int, 2> scores{};                    // final scores, indexed by Seat
    std::optional<Seat> winner;                     // nothing only when the deal cap stopped it
    Skunk skunk = Skunk::None;                      // of the loser
    int deals = 0;                                  // deals begun
    std::array<PointSources, 2> sources{};          // indexed by Seat
    std::array<std::vector<double>, 2> decision_ms; // each lay-away and play decision, per seat
};

// A strategy returned an action the rules refuse: always a bug in that strategy.
using cards::IllegalMove;

// Plays one whole game headless, asking the strategy of the seat to move (through view_for, so
// it sees only its seat's view) and timing each lay-away and play decision with a steady clock.
// Everything random follows from `deal_seed` alone: the cut for the first deal and each deal
// with its starter. The deals do not depend on the play, so the same seed with the strategies
// exchanged deals the same cards with the seats swapped. Throws IllegalMove when a strategy
// breaks the rules.
GameRecord play_game(Strategy& human_seat, Strategy& computer_seat, std::uint64_t deal_seed,
                     const MatchOptions& options = {});

// a, b (strategy names), games (rounded up to an even number), seed, options.
using MatchSettings = cards::MatchSettings<MatchOptions>;

// a, b, games, wins_a, wins_b, draws (games stopped by the deal cap), win_rate_a with its 95%
// Wilson interval, mean final scores, decision times (parlor/cards/match.hpp), and:
struct MatchSummary : cards::MatchSummary {
    int target = winning_score; // the games' length
    int skunks_a = 0;           // games a won by a skunk (double skunks included)
    int skunks_b = 0;
    double mean_deals = 0;
    MeanSources per_game_a{}; // mean points per game by source
    MeanSources per_game_b{};
};

// Plays settings.games games: pair k uses one deal seed (derived from settings.seed and k)
// twice, first with `a` in the human seat, then with the seats swapped. Each game gets fresh
// strategies with seeds derived from settings.seed. `progress`, when given, is called after
// every game. Throws std::invalid_argument for an unknown strategy name or a negative count,
// IllegalMove when a strategy breaks the rules.
MatchSummary
play_match(const MatchSettings& settings,
           const std::function<void(int games_done, const GameRecord&)>& progress = {});

// A few lines for a terminal: win rate with its interval, skunks, mean points and where they
// came from, decision times.
std::string format_summary(const MatchSummary& summary);

} // namespace parlor::cribbage
