#pragma once
// Text from a file as a message shows it: the one way file text is quoted, in the terminal, the
// window and the saves alike. A file's text is data: nothing in it may act on a terminal (an
// escape sequence, a NUL that cuts a C string short) or flood it (a 20 MB string). So it is shown
// on one line, every control character and every byte that is not UTF-8 escaped as printable()
// (text_as_data.hpp) writes them ("\x1b", "\n", "\xc2\x9b"), and cut short at a character
// boundary with "…".

#include <optional>
#include <string>
#include <string_view>

namespace parlor::cards {

std::string shown(std::string_view text, std::size_t longest = 40);
std::string in_quotes(std::string_view text); // "\"" + shown(text) + "\""

// "2147483647 is too large (at most 999999999)" when `text` is a run of digits longer than
// parse_non_negative (text_format.hpp) reads, for a message to say what is wrong with it; nothing
// when it is not a whole number at all.
std::optional<std::string> too_large(std::string_view text);

} // namespace parlor::cards
