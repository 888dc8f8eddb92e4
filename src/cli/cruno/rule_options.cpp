#include "cli/cruno/rule_options.hpp"

#include <algorithm>

namespace parlor::cli::cruno_cli {

std::vector<std::string> rule_names() {
    return {"draw_two_skips", "reverse_skips_with_two"};
}

parlor::cruno::Rules rules_from(const std::vector<std::string>& names) {
    auto named = [&names](const char* name) {
        return std::find(names.begin(), names.end(), name) != names.end();
    };
    return {named("draw_two_skips"), named("reverse_skips_with_two")};
}

std::string rules_text(const parlor::cruno::Rules& rules) {
    std::string text;
    if (rules.draw_two_skips) {
        text = "draw_two_skips";
    }
    if (rules.reverse_skips_with_two) {
        text += (text.empty() ? "" : ", ") + std::string("reverse_skips_with_two");
    }
    return text.empty() ? "none" : text;
}

} // namespace parlor::cli::cruno_cli
