#pragma once
// Headless tournaments between two strategies: the engine behind `parlor-cli simulate casino`
// and the AI's strength measurements. No printing; the caller decides what to report. The same
// shape as the other games' match.hpp.

#include "parlor/cards/match.hpp"
#include "parlor/games/casino/ai.hpp"

#include <array>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace parlor::casino {

using cards::IllegalMove;

struct MatchOptions {
    // A safety cap on rounds per tournament; a tournament ends after three or four rounds (11
    // points are shared out in each), so one stopped by it, without a winner, means a broken
    // engine or strategy.
    int round_cap = 50;
    // When set, the game's record (recorded_game.hpp) line by line, as game `record_game`.
    std::function<void(const std::string&)> record_line = {};
    int record_game = 1;
    int record_version = 1; // 2: with the strategies' words (docs/records.md, "Versions")
};

struct GameRecord {
    std::uint64_t deal_seed = 0;
    std::array<int, 2> scores{};                    // final totals, indexed by Seat
    std::optional<Seat> winner;                     // nothing on equal totals or at the cap
    bool capped = false;                            // stopped by the round cap
    int rounds = 0;                                 // rounds begun
    std::array<std::vector<double>, 2> decision_ms; // each move of either seat, per seat
};

// Plays one tournament headless, asking the strategy of the seat to move (through view_for, so
// it sees only its seat's view) and timing each move with a steady clock. Everything random
// follows from `deal_seed` alone: the coin toss and each round's shuffle. The deals do not
// depend on the play, so the same seed with the strategies exchanged deals the same cards with
// the seats swapped. Throws IllegalMove when a strategy breaks the rules.
GameRecord play_game(Strategy& human_seat, Strategy& computer_seat, std::uint64_t deal_seed,
                     const MatchOptions& options = {});

using MatchSettings = cards::MatchSettings<MatchOptions>;

struct MatchSummary : cards::MatchSummary {
    int capped = 0;
    double mean_rounds = 0;
};

// settings.games tournaments, paired by deal seed with the seats swapped.
MatchSummary
play_match(const MatchSettings& settings,
           const std::function<void(int games_done, const GameRecord&)>& progress = {});

} // namespace parlor::casino
