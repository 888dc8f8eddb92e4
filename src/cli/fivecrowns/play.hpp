#pragma once
// `parlor-cli play fivecrowns`: a whole game against the computer in the terminal, as the brief
// asks: resume or new game, the coin toss, the menu before every turn (save, move, help, quit),
// the computer's moves with its reasons, the points of each round and the final result.

#include "cli/io.hpp"

#include <cstdint>
#include <optional>
#include <string>

namespace parlor::cli::fc {

struct PlayOptions {
    std::optional<std::uint64_t> seed; // a fresh random seed when not given (and printed)
    std::string load;                  // a saved game to resume at once (no question asked)
    std::string computer = "expert";   // the computer's strategy
};

// 0 when the game ends, is saved or is quit; 1 for a bad --load file or when the input ends
// before the game does.
int run_play(const PlayOptions& options, const Io& io);

} // namespace parlor::cli::fc
