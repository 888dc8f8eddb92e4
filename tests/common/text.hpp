#pragma once
// Checks on the text a program writes (reasons, notes, logs), shared by the suites.

#include <string>
#include <vector>

namespace parlor::test {

inline bool contains(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

// The lines, each ended by a newline: one text to search or to show in a failure.
inline std::string joined(const std::vector<std::string>& lines) {
    std::string text;
    for (const auto& line : lines) {
        text += line + "\n";
    }
    return text;
}

} // namespace parlor::test
