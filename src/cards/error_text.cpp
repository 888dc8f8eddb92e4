#include "parlor/cards/error_text.hpp"

namespace parlor::cards {

std::string shown(std::string_view text, std::size_t longest) {
    std::string out;
    for (const char c : text) {
        const auto byte = static_cast<unsigned char>(c);
        const bool starts_char = (byte & 0xC0) != 0x80;
        if (starts_char && out.size() >= longest) {
            return out + "...";
        }
        out += byte < 0x20 || byte == 0x7F ? '?' : c;
    }
    return out;
}

std::string in_quotes(std::string_view text) {
    return "\"" + shown(text) + "\"";
}

} // namespace parlor::cards
