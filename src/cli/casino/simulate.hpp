#pragma once
// `parlor-cli simulate casino`: the shared simulation (cli/simulate.hpp) around the Casino match
// runner. A simulated game is one tournament.

#include "cli/commands.hpp"

namespace parlor::cli::casino_cli {

void add_simulate_command(Commands& commands);

} // namespace parlor::cli::casino_cli
