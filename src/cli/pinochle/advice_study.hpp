#pragma once
// `parlor-cli advice-study pinochle`: the shared advice study (cli/advice_study.hpp) over the
// decisions of expert self-play rounds.

#include "cli/commands.hpp"

namespace parlor::cli::pinochle_cli {

void add_advice_study_command(Commands& commands);

} // namespace parlor::cli::pinochle_cli
