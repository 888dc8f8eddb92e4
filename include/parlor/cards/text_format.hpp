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
// The file reader (save_file_read.hpp) leaves it out of every file it reads.
inline constexpr std::string_view byte_order_mark = "\xEF\xBB\xBF";
std::string_view without_bom(std::string_view text);

// What may explain why a file's text does not read, for the end of its error: "this file uses
// UTF-16; save it as UTF-8", or "this file ends its lines with CR alone (old Mac line endings);
// save it with LF or CRLF line endings"; nothing for a text that is neither.
std::optional<std::string> encoding_hint(std::string_view text);

std::string to_lower(std::string_view text);
std::string trim(std::string_view text);

// Strict non-negative integer (digits only, at most nine of them: it fits an int).
inline constexpr std::size_t longest_whole_number = 9; // digits: 999999999
std::optional<int> parse_non_negative(std::string_view text);

} // namespace parlor::cards
