#pragma once
// A game record's text in the tests: its lines, one of them replaced, the line that holds a
// piece of text (lines are numbered from 1, as the reader's errors number them).

#include <sstream>
#include <string>
#include <vector>

namespace parlor::test {

inline std::vector<std::string> lines_of(const std::string& text) {
    std::istringstream in(text);
    std::vector<std::string> lines;
    for (std::string each; std::getline(in, each);) {
        lines.push_back(each);
    }
    return lines;
}

// The line `number`; empty when the text has no such line.
inline std::string line_of(const std::string& text, int number) {
    const std::vector<std::string> lines = lines_of(text);
    return number >= 1 && number <= static_cast<int>(lines.size())
               ? lines[static_cast<std::size_t>(number - 1)]
               : std::string();
}

// The record with its line `number` replaced.
inline std::string with_line(const std::string& text, int number, const std::string& line) {
    std::string out;
    int n = 0;
    for (const std::string& each : lines_of(text)) {
        out += (++n == number ? line : each) + "\n";
    }
    return out;
}

// The first line from `from` on that holds `needle`; 0 when none does.
inline int find_line(const std::string& text, const std::string& needle, int from = 1) {
    const std::vector<std::string> lines = lines_of(text);
    for (int n = from; n <= static_cast<int>(lines.size()); ++n) {
        if (lines[static_cast<std::size_t>(n - 1)].find(needle) != std::string::npos) {
            return n;
        }
    }
    return 0;
}

} // namespace parlor::test
