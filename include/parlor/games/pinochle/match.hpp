#pragma once
// Headless rounds between two strategies: the engine behind `parlor-cli simulate pinochle` and
// the AI's strength measurements. A simulated game is one round from a deal seed (a Pinochle
// game lasts as many rounds as the human wants); the higher round score wins it.

#include "parlor/cards/match.hpp"
#include "parlor/games/pinochle/ai.hpp"

#include <array>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace parlor::pinochle {

struct MatchOptions {
    // A safety cap on moves in a round; a round always ends after 24 tricks (at most about 80
    // moves), so a round stopped by it, without a winner, means a broken engine or strategy.
    int move_cap = 500;
    // When set, the game's record (recorded_game.hpp) line by line, as game `record_game`: the
    // round, then the human seat ending the game, so that the record is of a whole game.
    std::function<void(const std::string&)> record_line = {};
    int record_game = 1;
    int record_version = 1; // 2: with the strategies' words (docs/records.md, "Versions")
};

struct GameRecord {
    std::uint64_t deal_seed = 0;
    std::array<int, 2> scores{};      // round scores, indexed by Seat
    std::optional<Seat> winner;       // nothing for equal scores or a capped round
    std::array<int, 2> meld_points{}; // where the scores came from
    std::array<int, 2> capture_points{};
    std::array<std::vector<double>, 2> decision_ms; // each play and meld decision, per seat
    bool capped = false;
};

// A strategy returned an action the rules refuse: always a bug in that strategy.
using cards::IllegalMove;

// Plays one round headless, asking the strategy of the seat to move (through view_for, so it
// sees only its seat's view) and timing each play and meld decision with a steady clock. The
// deal and the coin come from `deal_seed` alone, and the human seat calls heads: the same seed
// with the strategies exchanged deals the same cards and gives the first lead to the same seat.
// Throws IllegalMove when a strategy breaks the rules.
GameRecord play_game(Strategy& human_seat, Strategy& computer_seat, std::uint64_t deal_seed,
                     const MatchOptions& options = {});

} // namespace parlor::pinochle
