#include "parlor/cards/text_as_data.hpp"

#include <algorithm>
#include <cstdint>

namespace parlor::cards {

namespace {

// The length of the UTF-8 character at text[at], or 0 when the bytes there are not one.
std::size_t utf8_length(std::string_view text, std::size_t at) {
    const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(text[i]); };
    const unsigned char lead = byte(at);
    if (lead < 0x80) {
        return 1;
    }
    const std::size_t length = lead >= 0xC2 && lead <= 0xDF   ? 2
                               : lead >= 0xE0 && lead <= 0xEF ? 3
                               : lead >= 0xF0 && lead <= 0xF4 ? 4
                                                              : 0;
    if (length == 0 || at + length > text.size()) {
        return 0;
    }
    std::uint32_t code = lead & (0x7F >> length);
    for (std::size_t i = 1; i < length; ++i) {
        if ((byte(at + i) & 0xC0) != 0x80) {
            return 0;
        }
        code = (code << 6) | (byte(at + i) & 0x3F);
    }
    const bool overlong = (length == 3 && code < 0x800) || (length == 4 && code < 0x10000);
    const bool surrogate = code >= 0xD800 && code <= 0xDFFF;
    return overlong || surrogate || code > 0x10FFFF ? 0 : length;
}

// A character a terminal acts on: C0, DEL, and C1 (U+0080 to U+009F, written C2 80 to C2 9F).
bool is_control(std::string_view text, std::size_t at, std::size_t length) {
    const auto lead = static_cast<unsigned char>(text[at]);
    if (length == 1) {
        return lead < 0x20 || lead == 0x7F;
    }
    return length == 2 && lead == 0xC2 && static_cast<unsigned char>(text[at + 1]) < 0xA0;
}

void append_hex(std::string& out, unsigned char byte) {
    constexpr char digits[] = "0123456789abcdef";
    out += "\\x";
    out += digits[byte >> 4];
    out += digits[byte & 0xF];
}

int hex_value(char c) {
    return c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
}

// Calls visit(at, length) for each character of `text` in turn, a byte that is not UTF-8 as a
// character of length 0, while visit returns true; false when a visit stopped the walk.
template <class Visit> bool each_character(std::string_view text, Visit visit) {
    for (std::size_t at = 0; at < text.size();) {
        const std::size_t length = utf8_length(text, at);
        if (!visit(at, length)) {
            return false;
        }
        at += std::max<std::size_t>(length, 1);
    }
    return true;
}

} // namespace

bool is_utf8(std::string_view text) {
    return each_character(text, [](std::size_t, std::size_t length) { return length != 0; });
}

std::string printable(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    each_character(text, [&](std::size_t at, std::size_t length) {
        const char c = text[at];
        if (length == 1 && (c == '\n' || c == '\r' || c == '\t')) {
            // The three a reader knows by their short names.
            out += c == '\n' ? "\\n" : c == '\r' ? "\\r" : "\\t";
        } else if (length == 0 || is_control(text, at, length)) {
            for (std::size_t i = 0; i < std::max<std::size_t>(length, 1); ++i) {
                append_hex(out, static_cast<unsigned char>(text[at + i]));
            }
        } else {
            out.append(text, at, length);
        }
        return true;
    });
    return out;
}

std::size_t bytes_of_characters(std::string_view text, std::size_t characters) {
    std::size_t bytes = 0;
    each_character(text, [&](std::size_t at, std::size_t) {
        if (characters == 0) {
            return false;
        }
        --characters;
        bytes = at + std::max<std::size_t>(utf8_length(text, at), 1);
        return true;
    });
    return bytes;
}

std::size_t characters(std::string_view text) {
    std::size_t count = 0;
    each_character(text, [&](std::size_t, std::size_t) {
        ++count;
        return true;
    });
    return count;
}

std::string escape_bytes(std::string_view bytes) {
    std::string out;
    out.reserve(bytes.size());
    each_character(bytes, [&](std::size_t at, std::size_t length) {
        if (length == 0) {
            append_hex(out, static_cast<unsigned char>(bytes[at]));
        } else {
            out.append(bytes[at] == '\\' ? "\\\\" : bytes.substr(at, length));
        }
        return true;
    });
    return out;
}

std::optional<std::string> unescape_bytes(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    for (std::size_t at = 0; at < text.size(); ++at) {
        if (text[at] != '\\') {
            out += text[at];
        } else if (at + 1 < text.size() && text[at + 1] == '\\') {
            out += '\\';
            ++at;
        } else if (at + 3 < text.size() && text[at + 1] == 'x' && hex_value(text[at + 2]) >= 0 &&
                   hex_value(text[at + 3]) >= 0) {
            out += static_cast<char>(hex_value(text[at + 2]) * 16 + hex_value(text[at + 3]));
            at += 3;
        } else {
            return std::nullopt;
        }
    }
    return out;
}

std::optional<std::string> why_not_a_name(std::string_view name) {
    if (!is_utf8(name)) {
        return std::string("is not UTF-8 text");
    }
    std::size_t chars = 0;
    const bool shown = each_character(name, [&](std::size_t at, std::size_t length) {
        ++chars;
        return !is_control(name, at, length);
    });
    if (!shown) {
        return std::string("holds a control character (a name is shown, never obeyed)");
    }
    if (chars > name_chars_at_most) {
        return "is " + std::to_string(chars) + " characters long (a name is at most " +
               std::to_string(name_chars_at_most) + ")";
    }
    return std::nullopt;
}

std::string as_name(std::string_view text) {
    std::string name;
    std::size_t chars = 0;
    each_character(text, [&](std::size_t at, std::size_t length) {
        if (length != 0 && !is_control(text, at, length)) {
            name.append(text, at, length);
            ++chars;
        }
        return chars < name_chars_at_most;
    });
    name.erase(0, name.find_first_not_of(' '));
    name.erase(name.find_last_not_of(' ') + 1);
    return name;
}

} // namespace parlor::cards
