#pragma once
// `parlor-cli simulate pinochle`: the shared simulation (cli/simulate.hpp) around the Pinochle
// match runner.

#include "cli/commands.hpp"
#include "cli/simulate_game.hpp"
#include "cli/stats.hpp"

#include <cstdint>
#include <string>

namespace parlor::cli::pinochle_cli {

// One round between strategies `a` and `b` on the deal `deal_seed`; A sits in the Human seat
// unless `swapped`. The game's record goes to `sink` when its line is set (simulate --log).
GameRecord play_one_game(const std::string& a, const std::string& b, std::uint64_t deal_seed,
                         bool swapped, const RecordSink& sink = {});

void add_simulate_command(Commands& commands);

} // namespace parlor::cli::pinochle_cli
