#include "parlor/cards/error_text.hpp"

#include "parlor/cards/text_as_data.hpp"
#include "parlor/cards/text_format.hpp"

#include <algorithm>
#include <cstdint>

namespace parlor::cards {

std::string shown(std::string_view text, std::size_t longest) {
    const std::size_t kept = bytes_of_characters(text, longest);
    return printable(text.substr(0, kept)) + (kept < text.size() ? "…" : "");
}

std::string in_quotes(std::string_view text) {
    return "\"" + shown(text) + "\"";
}

std::optional<std::string> too_large(std::string_view text) {
    const bool digits = !text.empty() && std::all_of(text.begin(), text.end(),
                                                     [](char c) { return c >= '0' && c <= '9'; });
    const std::size_t first = text.find_first_not_of('0');
    if (!digits || first == std::string_view::npos || text.size() - first <= longest_whole_number) {
        return std::nullopt;
    }
    return shown(text) + " is too large (at most " + std::string(longest_whole_number, '9') + ")";
}

} // namespace parlor::cards
