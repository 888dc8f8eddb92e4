#pragma once
// `parlor-cli play cribbage --players 3|4`: the player in seat 0 against two computers, or with a
// computer partner opposite against two (docs/cribbage.md, "Seats"). A table is not saved or
// recorded yet: `save`, --load and --log say so.

#include "cli/io.hpp"
#include "cli/play_session.hpp"

namespace parlor::cli::crib {

// 0 when the game ends or is quit; 1 for --load, --log, --deck, an unknown strategy, or when the
// input ends before the game does.
int run_table_play(const PlayOptions& options, const Io& io, int target, int players);

} // namespace parlor::cli::crib
