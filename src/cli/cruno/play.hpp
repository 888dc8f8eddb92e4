#pragma once
// `parlor-cli play cruno`: the human in seat 0 and 1 to 9 computer players, the menu before each
// of the human's turns (save, make a move, help, quit), every other player's move and reasons
// as it happens, and an optional record of the game (docs/records.md).

#include "cli/commands.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace parlor::cli::cruno_cli {

struct PlayOptions {
    int players = 4;
    std::vector<std::string> opponents = {"expert"}; // used in turn for the computer seats
    std::optional<std::uint64_t> seed;               // a fresh random seed when not given
    std::string load;                                // a saved game to resume at once
    std::vector<std::string> rules;                  // rule options for a new game
    std::string log;                                 // --log FILE: the game's record
    bool force = false;                              // --force: a save may replace a file
};

int run_play(const PlayOptions& options, const Io& io);

void add_play_command(Commands& commands);

} // namespace parlor::cli::cruno_cli
