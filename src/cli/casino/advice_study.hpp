#pragma once
// `parlor-cli advice-study casino`: stability and latency of the expert's advice over self-play.

#include "cli/commands.hpp"

namespace parlor::cli::casino_cli {

void add_advice_study_command(Commands& commands);

} // namespace parlor::cli::casino_cli
