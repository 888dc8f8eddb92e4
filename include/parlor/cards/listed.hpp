#pragma once
// A list in a sentence: "a", "a and b", "a, b and c" (or "or" for a choice).

#include <string>
#include <string_view>
#include <vector>

namespace parlor::cards {

inline std::string listed(const std::vector<std::string>& parts, std::string_view last = "and") {
    std::string text;
    for (std::size_t i = 0; i < parts.size(); ++i) {
        if (i > 0) {
            text += i + 1 == parts.size() ? " " + std::string(last) + " " : ", ";
        }
        text += parts[i];
    }
    return text;
}

} // namespace parlor::cards
