#include "parlor/record/position.hpp"

#include "parlor/cards/error_text.hpp"

#include <algorithm>
#include <cstddef>
#include <vector>

namespace parlor::record {

namespace {

// The lines of a save's text, split at each '\n' (a '\r' stays, and shows in a message as '?').
std::vector<std::string_view> save_lines(std::string_view text) {
    std::vector<std::string_view> lines;
    while (!text.empty()) {
        const std::size_t end = text.find('\n');
        lines.push_back(text.substr(0, end));
        text = end == std::string_view::npos ? std::string_view() : text.substr(end + 1);
    }
    return lines;
}

std::string line_words(std::size_t number) {
    return "\"" + std::string(position_key) + "\", line " + std::to_string(number) +
           " of the saved game: ";
}

} // namespace

nlohmann::ordered_json position_start(std::string_view game_id, nlohmann::ordered_json seats,
                                      std::string position) {
    return nlohmann::ordered_json{
        {"parlor", game_id}, {"seats", std::move(seats)}, {position_key, std::move(position)}};
}

std::string position_problem(std::string_view save_error) {
    // The save reader names the text position_key: "position:7: problem".
    const std::string prefix = std::string(position_key) + ":";
    if (save_error.substr(0, prefix.size()) != prefix) {
        return "\"" + std::string(position_key) +
               "\" is not a saved game: " + std::string(save_error);
    }
    std::string_view rest = save_error.substr(prefix.size());
    std::size_t digits = 0;
    while (digits < rest.size() && rest[digits] >= '0' && rest[digits] <= '9') {
        ++digits;
    }
    if (digits == 0 || rest.substr(digits, 2) != ": ") {
        rest.remove_prefix(std::min(rest.find_first_not_of(' '), rest.size()));
        return "\"" + std::string(position_key) + "\" is not a saved game: " + std::string(rest);
    }
    return "\"" + std::string(position_key) + "\", line " + std::string(rest.substr(0, digits)) +
           " of the saved game: " + std::string(rest.substr(digits + 2));
}

std::string position_difference(std::string_view text, std::string_view written,
                                std::string_view game_name) {
    if (text == written) {
        return {};
    }
    const std::vector<std::string_view> given = save_lines(text);
    const std::vector<std::string_view> wanted = save_lines(written);
    std::size_t at = 0;
    while (at < given.size() && at < wanted.size() && given[at] == wanted[at]) {
        ++at;
    }
    const std::string writer = " (a record holds the position exactly as the " +
                               std::string(game_name) + " save writer writes it)";
    if (at < given.size() && at < wanted.size()) {
        return line_words(at + 1) + cards::in_quotes(given[at]) + " where the save writer writes " +
               cards::in_quotes(wanted[at]) + writer;
    }
    if (at < wanted.size()) {
        return line_words(at + 1) + "missing, where the save writer writes " +
               cards::in_quotes(wanted[at]) + writer;
    }
    if (at < given.size()) {
        return line_words(at + 1) + cards::in_quotes(given[at]) +
               " after the end the save writer writes" + writer;
    }
    // The same lines, but not the same text: a newline at the end, given or not.
    return line_words(std::max<std::size_t>(wanted.size(), 1)) +
           "the text ends otherwise than the save writer's (a newline at its end)" + writer;
}

} // namespace parlor::record
