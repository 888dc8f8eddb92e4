#pragma once
// `parlor-cli play pinochle`: rounds against the computer in the terminal, the menu before each
// trick of docs/pinochle.md (save, make a move, help, quit), the computer's move and reason, the
// melds apart from the hand, "play another round?".

#include "cli/io.hpp"
#include "cli/play_session.hpp"

namespace parlor::cli::pinochle_cli {

using cli::PlayOptions; // --seed, --load, --computer (cli/play_session.hpp)

// 0 when the game ends, is saved or is quit; 1 for a bad --load file or when the input ends
// before the game does.
// `target`: a new game's target score (0: as many rounds as the player likes; --target N).
int run_play(const PlayOptions& options, const Io& io, int target = 0);

} // namespace parlor::cli::pinochle_cli
