#pragma once
// Headless games between computer strategies at a table of 2 to 10: the engine behind
// `parlor-cli simulate cruno` and the strength measurements. No printing; the caller decides
// what to report (and may keep the games' record).

#include "parlor/cards/match.hpp"
#include "parlor/cards/match_stats.hpp"
#include "parlor/cards/table_match.hpp"
#include "parlor/games/cruno/ai.hpp"
#include "parlor/games/cruno/recorded_game.hpp"

#include <cstdint>
#include <functional>
#include <iosfwd>
#include <stdexcept>
#include <string>
#include <vector>

namespace parlor::cruno {

using cards::DecisionTimes;
using cards::Interval;

// A strategy returned an action the rules refuse: always a bug in that strategy.
using cards::IllegalMove;

struct MatchOptions {
    Rules rules;
    // A safety cap on the actions of one game. Games end long before (a few hundred actions at
    // the most), so a game stopped by it means a broken engine or strategy.
    int action_cap = 20000;
    // When set, the game's record (recorded_game.hpp) line by line, as game `record_game`.
    std::function<void(const std::string&)> record_line = {};
    int record_game = 1;
    int record_version = 1; // 2: with the strategies' words (docs/records.md, "Versions")
};

// The names of the seats of a table of `players`: the computers' names ("Alice", "Bob", ...),
// with "You" in seat 0 when `human_first`.
std::vector<std::string> table_names(int players, bool human_first);

struct GameRecord {
    std::vector<int> winners; // seats; empty when the cap stopped the game
    bool capped = false;
    EndReason reason = EndReason::EmptyHand;
    int actions = 0;
    std::vector<std::vector<double>> decision_ms; // each decision's time, per seat
};

// Plays one whole game: strategies[seat] plays seat (its name() is the seat's personality),
// asked through view_for so it sees only its seat's view, each decision timed with a steady
// clock. The deal and every reshuffle follow from `deal_seed`: the same seed deals the same
// cards (and picks the same dealer) whoever sits where. `options.record_line`, when set, records
// the game (docs/cruno.md, "Game record"); a game stopped by the cap is recorded up to it.
// Throws IllegalMove when a strategy breaks the rules.
GameRecord play_game(const std::vector<Strategy*>& strategies, std::uint64_t deal_seed,
                     const MatchOptions& options = {});

struct MatchSettings {
    std::vector<std::string> seats; // one strategy name a seat, 2 to 10
    int games = 0;                  // a multiple of the number of seats
    std::uint64_t seed = 1;
    MatchOptions options;
};

// What a table match reports (parlor/cards/table_match.hpp).
using MatchSummary = cards::TableMatchSummary;

// Plays settings.games games: deal k (seed derived from settings.seed and k) is played once for
// each rotation r of the list, entry j sitting in seat (j + r) mod N, so every strategy meets
// every deal from every seat. Each game gets fresh strategies, seeded from the deal and the
// entry. `progress(games_done)` after each game; `log`, when given, receives the record of
// every game, numbered from 1. Throws std::invalid_argument for an unknown strategy, a table of
// fewer than 2 or more than 10, or a number of games that is not a positive multiple of the seats;
// IllegalMove when a strategy breaks the rules.
MatchSummary play_match(const MatchSettings& settings,
                        const std::function<void(int games_done)>& progress = {},
                        std::ostream* log = nullptr);

} // namespace parlor::cruno
