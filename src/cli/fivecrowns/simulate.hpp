#pragma once
// `parlor-cli simulate fivecrowns`: the shared simulation (cli/simulate.hpp) around the Five
// Crowns match runner. `--log FILE` writes the games' record.

#include "cli/commands.hpp"
#include "cli/stats.hpp"

#include "cli/simulate_game.hpp"

#include <cstdint>
#include <string>

namespace parlor::cli::fc {

// One game between strategies `a` and `b` on the deal `deal_seed`; A sits in the Human seat
// unless `swapped`.
GameRecord play_one_game(const std::string& a, const std::string& b, std::uint64_t deal_seed,
                         bool swapped, const RecordSink& sink = {});

void add_simulate_command(Commands& commands);

} // namespace parlor::cli::fc
