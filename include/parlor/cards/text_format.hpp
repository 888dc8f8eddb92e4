#pragma once
// The shared reader of Parlor's text save files: "Key: value" lines, cards separated by spaces.
// Lenient about layout (blank lines, lines of spaces, indentation, trailing spaces, CRLF, tabs,
// letter case of keys) and precise about where a problem is: every line keeps its number so a
// game can report "FILE:LINE: problem".

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace parlor::cards {

struct TextLine {
    int number = 0;    // 1-based line number in the file
    std::string key;   // lower case, inner runs of blanks collapsed to one space ("draw pile")
    std::string value; // trimmed; may be empty ("Hand:" with no cards)
    bool has_colon = true;
};

struct TextError {
    int line = 0; // 0 when the problem is not on one line (a missing field: the last line)
    std::string message;
};

// Splits a file into its non-blank lines. A line without a colon keeps has_colon = false and its
// whole trimmed text in `key` (lower case) and `value` (original case).
std::vector<TextLine> read_text_lines(std::string_view text);

// "case7.txt:5: problem"
std::string format_error(std::string_view file, const TextError& error);

// Editors on Windows may start a UTF-8 file with a byte order mark; it is not part of the text.
std::string_view without_bom(std::string_view text);

std::string to_lower(std::string_view text);
std::string trim(std::string_view text);

// Strict non-negative integer (digits only, fits an int).
std::optional<int> parse_non_negative(std::string_view text);

} // namespace parlor::cards
