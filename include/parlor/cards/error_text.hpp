#pragma once
// Text from a file as an error message shows it: on one line, control bytes as '?', and cut
// short (at a character boundary) so that a megabyte of garbage still gives a readable message.

#include <string>
#include <string_view>

namespace parlor::cards {

std::string shown(std::string_view text, std::size_t longest = 40);
std::string in_quotes(std::string_view text); // "\"" + shown(text) + "\""

} // namespace parlor::cards
