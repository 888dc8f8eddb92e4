#pragma once
// `parlor-cli play cribbage`: a whole game to 121 against the computer in the terminal: the cut
// for the deal, the lay-away, the play card by card, the show, help, save and quit.

#include "cli/io.hpp"
#include "cli/play_session.hpp"

namespace parlor::cli::crib {

using cli::PlayOptions; // --seed, --load, --computer (cli/play_session.hpp)

// 0 when the game ends, is saved or is quit; 1 for a bad --load file or when the input ends
// before the game does.
int run_play(const PlayOptions& options, const Io& io);

} // namespace parlor::cli::crib
