#pragma once
// `parlor-cli advice-study cribbage`: Cribbage's positions for the shared advice study.

#include "cli/commands.hpp"

namespace parlor::cli::crib {

void add_advice_study_command(Commands& commands);

} // namespace parlor::cli::crib
