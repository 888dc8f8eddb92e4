#pragma once
// `parlor-cli simulate pinochle`: the shared simulation (cli/simulate.hpp) around the Pinochle
// match runner.

#include "cli/commands.hpp"

namespace parlor::cli::pinochle_cli {

void add_simulate_command(Commands& commands);

} // namespace parlor::cli::pinochle_cli
