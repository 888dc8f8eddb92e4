#pragma once
// `parlor-cli play fivecrowns`: a whole game against the computer in the terminal, as docs/cli.md
// describes: resume or new game, the coin toss, the menu before every turn (save, move, help,
// quit), the computer's moves with its reasons, the points of each round and the final result.

#include "cli/io.hpp"
#include "cli/play_session.hpp"

namespace parlor::cli::fc {

using cli::PlayOptions; // --seed, --load, --computer (cli/play_session.hpp)

// 0 when the game ends, is saved or is quit; 1 for a bad --load file or when the input ends
// before the game does.
// `players` (2 to 7, --players): the player and players - 1 computers, each at --computer's
// difficulty; a game loaded from a file keeps the file's table.
int run_play(const PlayOptions& options, int players, const Io& io);

} // namespace parlor::cli::fc
