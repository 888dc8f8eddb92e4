#include "parlor/cards/text_format.hpp"

#include "parlor/cards/text_as_data.hpp"

#include <cctype>
#include <charconv>

namespace parlor::cards {

namespace {
bool is_blank(char c) {
    return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f';
}
} // namespace

std::string trim(std::string_view text) {
    std::size_t b = 0;
    std::size_t e = text.size();
    while (b < e && is_blank(text[b])) {
        ++b;
    }
    while (e > b && is_blank(text[e - 1])) {
        --e;
    }
    return std::string(text.substr(b, e - b));
}

std::string to_lower(std::string_view text) {
    std::string out(text);
    for (char& c : out) {
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    }
    return out;
}

namespace {
// "Draw   Pile" and "draw\tpile" are the same key.
std::string normalise_key(std::string_view text) {
    std::string out;
    bool gap = false;
    for (char c : trim(text)) {
        if (is_blank(c)) {
            gap = true;
            continue;
        }
        if (gap && !out.empty()) {
            out += ' ';
        }
        gap = false;
        out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    }
    return out;
}
} // namespace

std::vector<TextLine> read_text_lines(std::string_view text) {
    std::vector<TextLine> lines;
    int number = 0;
    std::size_t pos = 0;
    while (pos <= text.size()) {
        std::size_t end = text.find('\n', pos);
        if (end == std::string_view::npos) {
            end = text.size();
        }
        ++number;
        const std::string_view raw = text.substr(pos, end - pos);
        pos = end + 1;
        const std::string content = trim(raw);
        if (content.empty()) {
            if (end == text.size()) {
                break;
            }
            continue;
        }
        TextLine line;
        line.number = number;
        const std::size_t colon = content.find(':');
        if (colon == std::string::npos) {
            line.has_colon = false;
            line.key = normalise_key(content);
            line.value = content;
        } else {
            line.key = normalise_key(std::string_view(content).substr(0, colon));
            line.value = trim(std::string_view(content).substr(colon + 1));
        }
        lines.push_back(std::move(line));
        if (end == text.size()) {
            break;
        }
    }
    return lines;
}

std::string format_error(std::string_view file, const TextError& error) {
    std::string out = printable(file);
    out += ':';
    out += std::to_string(error.line);
    out += ": ";
    out += error.message;
    return out;
}

std::string_view without_bom(std::string_view text) {
    return text.starts_with(byte_order_mark) ? text.substr(byte_order_mark.size()) : text;
}

std::optional<std::string> encoding_hint(std::string_view text) {
    // A byte order mark of either order, or the NUL bytes that every ASCII character of UTF-16
    // brings (before it or after it): no UTF-8 text begins with a NUL.
    const bool marked = text.starts_with("\xFF\xFE") || text.starts_with("\xFE\xFF");
    const bool nul_in_pair = text.size() >= 2 && (text[0] == '\0') != (text[1] == '\0');
    if (marked || nul_in_pair) {
        return "this file uses UTF-16; save it as UTF-8";
    }
    // Lines that end with CR alone read as one long line. A CR at the very end (after trailing
    // blanks) ends nothing: the one-line file is read as it is.
    const std::size_t cr = text.find('\r');
    if (text.find('\n') == std::string_view::npos && cr != std::string_view::npos &&
        text.find_first_not_of(" \t\r", cr) != std::string_view::npos) {
        return "this file ends its lines with CR alone (old Mac line endings); save it with LF "
               "or CRLF line endings";
    }
    return std::nullopt;
}

std::optional<int> parse_non_negative(std::string_view text) {
    if (text.empty() || text.size() > longest_whole_number) {
        return std::nullopt;
    }
    int value = 0;
    const auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc{} || ptr != text.data() + text.size() || text[0] == '-' || text[0] == '+') {
        return std::nullopt;
    }
    return value;
}

} // namespace parlor::cards
