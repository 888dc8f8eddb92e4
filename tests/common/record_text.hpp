#pragma once
// A game record's text in the tests: its lines, one of them replaced, the line that holds a
// piece of text (lines are numbered from 1, as the reader's errors number them), a line as JSON,
// and the first error of reading and replaying a record.

#include <nlohmann/json.hpp>

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

// The line `number` as JSON, its keys in the order written.
inline nlohmann::ordered_json line_json(const std::string& text, int number) {
    return nlohmann::ordered_json::parse(lines_of(text)[static_cast<std::size_t>(number - 1)]);
}

inline bool starts_with(const std::string& text, const std::string& prefix) {
    return text.rfind(prefix, 0) == 0;
}

// "f.jsonl:LINE: ", as an error of the record "f.jsonl" begins.
inline std::string at(int line) {
    return "f.jsonl:" + std::to_string(line) + ": ";
}

// The first error of reading `text` as the record "f.jsonl" (`read(text, file)`) and replaying
// each of its games (`replay(game, file, state)`); empty when every game replays.
template <class State, class Read, class Replay>
std::string replay_error(const std::string& text, Read&& read, Replay&& replay) {
    const auto games = read(text, "f.jsonl");
    if (!games.ok()) {
        return games.error;
    }
    for (const auto& game : games.games) {
        State state;
        if (std::string error = replay(game, "f.jsonl", state); !error.empty()) {
            return error;
        }
    }
    return {};
}

} // namespace parlor::test
