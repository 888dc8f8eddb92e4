#pragma once
// `parlor-cli play cribbage`: a whole game to 121 (or 61) against the computer in the terminal: the
// cut for the deal, the lay-away, the play card by card, the show, help, save and quit.

#include "cli/io.hpp"
#include "cli/play_session.hpp"

#include "parlor/games/cribbage/claim.hpp"

namespace parlor::cli::crib {

using cli::PlayOptions; // --seed, --load, --computer (cli/play_session.hpp)

// A new game is to `target` (121 or 61); a loaded one keeps its own length. 0 when the game
// ends, is saved or is quit; 1 for a bad --load file or when the input ends before the game does.
// `count_own`: whether the human counts their own points in a new game (claims asked after a
// card that scores, at their hand and their crib); a loaded game is counted by the rules.
int run_play(const PlayOptions& options, const Io& io, int target,
             cribbage::CountOwn count_own = cribbage::CountOwn::Off);

} // namespace parlor::cli::crib
