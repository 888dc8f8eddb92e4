#pragma once
// `parlor-cli play cribbage --players 3|4`: the player in seat 0 against two computers, or with a
// computer partner opposite against two (docs/cribbage.md, "Seats"). `save` writes a table's save,
// --load resumes one (its seats and length are the file's), --log writes a table's record.

#include "cli/io.hpp"
#include "cli/play_session.hpp"

#include <string>

namespace parlor::cli::crib {

// 0 when the game ends, is saved or is quit; 1 for --deck, a bad --load file, a --log file that
// cannot be written, an unknown strategy, or when the input ends before the game does.
int run_table_play(const PlayOptions& options, const Io& io, int target, int players);

// The seats of the save at `path` (save_seat_count): 2 for a two-player save, 3 or 4 for a
// table's, 0 when it cannot be read (the loader then says why).
int saved_seats(const std::string& path);

} // namespace parlor::cli::crib
