#include "parlor/cards/error_text.hpp"

#include "parlor/cards/text_format.hpp"

#include <algorithm>
#include <cstdint>

namespace parlor::cards {

namespace {

// The length of the well-formed UTF-8 sequence at the start of `text` (1 to 4), and its code
// point; nothing for a byte that does not start one (a stray continuation byte, an overlong form,
// a surrogate, a sequence cut short: Latin-1 text read as UTF-8).
struct Decoded {
    std::size_t size;
    std::uint32_t code;
};
std::optional<Decoded> decode(std::string_view text) {
    const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(text[i]); };
    const unsigned char first = byte(0);
    if (first < 0x80) {
        return Decoded{1, first};
    }
    std::size_t size = 0;
    std::uint32_t code = 0;
    std::uint32_t lowest = 0;
    if ((first & 0xE0) == 0xC0) {
        size = 2, code = first & 0x1Fu, lowest = 0x80;
    } else if ((first & 0xF0) == 0xE0) {
        size = 3, code = first & 0x0Fu, lowest = 0x800;
    } else if ((first & 0xF8) == 0xF0) {
        size = 4, code = first & 0x07u, lowest = 0x10000;
    } else {
        return std::nullopt;
    }
    if (text.size() < size) {
        return std::nullopt;
    }
    for (std::size_t i = 1; i < size; ++i) {
        if ((byte(i) & 0xC0) != 0x80) {
            return std::nullopt;
        }
        code = (code << 6) | (byte(i) & 0x3Fu);
    }
    if (code < lowest || code > 0x10FFFF || (code >= 0xD800 && code <= 0xDFFF)) {
        return std::nullopt;
    }
    return Decoded{size, code};
}

std::string hex(std::uint32_t value, int digits) {
    static constexpr char digit[] = "0123456789ABCDEF";
    std::string out;
    for (int shift = 4 * (digits - 1); shift >= 0; shift -= 4) {
        out += digit[(value >> shift) & 0xFu];
    }
    return out;
}

// How a character that must not reach a terminal is written instead.
std::string escaped(std::uint32_t code) {
    switch (code) {
    case '\n':
        return "\\n";
    case '\r':
        return "\\r";
    case '\t':
        return "\\t";
    default:
        return code < 0x80 ? "\\x" + hex(code, 2) : "\\u" + hex(code, 4);
    }
}

// C0, DEL and C1 (U+0080-U+009F: a terminal may take U+009B for an escape sequence's start).
bool is_control(std::uint32_t code) {
    return code < 0x20 || (code >= 0x7F && code <= 0x9F);
}

} // namespace

std::string shown(std::string_view text, std::size_t longest) {
    std::string out;
    std::size_t characters = 0;
    while (!text.empty()) {
        if (characters == longest) {
            return out + "…";
        }
        ++characters;
        const std::optional<Decoded> next = decode(text);
        if (!next) {
            out += "\\x" + hex(static_cast<unsigned char>(text.front()), 2);
            text.remove_prefix(1);
            continue;
        }
        if (is_control(next->code)) {
            out += escaped(next->code);
        } else {
            out += text.substr(0, next->size);
        }
        text.remove_prefix(next->size);
    }
    return out;
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
