#pragma once
// `parlor-cli simulate cribbage`: the shared simulation (cli/simulate.hpp) around the Cribbage
// match runner.

#include "cli/commands.hpp"
#include "cli/simulate_game.hpp"
#include "cli/stats.hpp"

#include <cstdint>
#include <string>

namespace parlor::cli::crib {

// One game to `target` (121 or 61) between strategies `a` and `b` on the deal `deal_seed`; A
// sits in the Human seat unless `swapped`.
GameRecord play_one_game(const std::string& a, const std::string& b, std::uint64_t deal_seed,
                         bool swapped, int target, const RecordSink& sink = {});

void add_simulate_command(Commands& commands);

} // namespace parlor::cli::crib
