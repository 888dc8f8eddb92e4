#pragma once
// `parlor-cli play casino`: a whole tournament against the computer in the terminal: the coin
// toss, the menu before each turn of docs/casino.md (save, make a move, help, quit), moves typed
// readably ("capture 5♥ 4♦ with 9♣", "build 9 with 4♠ on 5♥", "trail 2♣", or in the file's codes,
// "trail C2") or picked by number from the list `moves` prints (cards named as the table names
// them), the computer's move with its reasons, each round's score.

#include "cli/io.hpp"
#include "cli/play_session.hpp"

namespace parlor::cli::casino_cli {

using cli::PlayOptions; // --seed, --load, --computer, --deck (cli/play_session.hpp)

// 0 when the tournament ends, is saved or is quit; 1 for a bad --load or --deck file or when
// the input ends before the game does.
int run_play(const PlayOptions& options, const Io& io);

} // namespace parlor::cli::casino_cli
