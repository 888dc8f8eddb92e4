#pragma once
// A message of several lines that may quote any bytes (a command line parser's complaint, which
// repeats the argument as given): each line through printable() (text_as_data.hpp), the newlines
// between them kept, so the message reads as it was laid out and nothing in it is acted on.

#include "parlor/cards/text_as_data.hpp"

#include <string>
#include <string_view>

namespace parlor::cards {

inline std::string printable_lines(std::string_view text) {
    std::string out;
    while (true) {
        const std::size_t end = text.find('\n');
        out += printable(text.substr(0, end));
        if (end == std::string_view::npos) {
            return out;
        }
        out += '\n';
        text.remove_prefix(end + 1);
    }
}

} // namespace parlor::cards
