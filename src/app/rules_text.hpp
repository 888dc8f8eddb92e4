#pragma once
// The text of the rules screens, one per game, in the project's own words.

#include <string_view>

namespace parlor::app {

extern const std::string_view fivecrowns_rules_text;
extern const std::string_view cribbage_rules_text;

} // namespace parlor::app
