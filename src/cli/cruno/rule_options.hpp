#pragma once
// The rule options as the command line names them (`--rule draw_two_skips`).

#include "parlor/games/cruno/rules.hpp"

#include <string>
#include <vector>

namespace parlor::cli::cruno_cli {

// "draw_two_skips", "reverse_skips_with_two".
std::vector<std::string> rule_names();

// The options named (every name one of rule_names()).
parlor::cruno::Rules rules_from(const std::vector<std::string>& names);

// "draw_two_skips, reverse_skips_with_two", or "none".
std::string rules_text(const parlor::cruno::Rules& rules);

} // namespace parlor::cli::cruno_cli
