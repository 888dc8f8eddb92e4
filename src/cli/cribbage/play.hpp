#pragma once
// `parlor-cli play cribbage`: a whole game to 121 against the computer in the terminal: the cut
// for the deal, the lay-away, the play card by card, the show, help, save and quit.

#include "cli/io.hpp"

#include <cstdint>
#include <optional>
#include <string>

namespace parlor::cli::crib {

struct PlayOptions {
    std::optional<std::uint64_t> seed; // a fresh random seed when not given (and printed)
    std::string load;                  // a saved game to resume at once (no question asked)
    std::string computer = "expert";   // the computer's strategy
};

// 0 when the game ends, is saved or is quit; 1 for a bad --load file or when the input ends
// before the game does.
int run_play(const PlayOptions& options, const Io& io);

} // namespace parlor::cli::crib
