#pragma once
// Text that came from a file (a name, a file's name, a note) is data: it may hold any bytes, and
// a terminal acts on some of them (ESC starts a sequence that sets the title, writes the
// clipboard, clears the screen). Everything shown of it goes through printable(); what is kept
// of it in JSON, which holds only UTF-8, goes through escape_bytes() and comes back whole through
// unescape_bytes(); a player's name is held to what a table can show (why_not_a_name, as_name).
// Error messages quote files through error_text.hpp.

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace parlor::cards {

// Whether `text` is UTF-8 throughout (no stray, overlong or surrogate sequences).
bool is_utf8(std::string_view text);

// `text` as it is, except each byte a terminal would act on or could not show as a character —
// a control character (below 0x20, DEL, U+0080 to U+009F) or a byte that is not UTF-8 — written
// as \xNN (a newline, CR and tab as \n, \r, \t): "caf\xe9.txt" for a Latin-1 name, "\x1b]0;..."
// for an escape sequence.
std::string printable(std::string_view text);

// How many bytes the first `characters` characters of `text` take (a byte that is not UTF-8
// counts as one character): where a long text is cut without splitting a character.
std::size_t bytes_of_characters(std::string_view text, std::size_t characters);
// How many characters `text` holds, counted as bytes_of_characters counts them: the one UTF-8 walk
// for every length limit on text (a summary's, a text field's).
std::size_t characters(std::string_view text);

// Any bytes as UTF-8 text and back, for JSON: the bytes that are not UTF-8 as \xNN and the
// backslash as \\, so that unescape_bytes(escape_bytes(b)) == b for every b. nullopt: text that
// escape_bytes did not write.
std::string escape_bytes(std::string_view bytes);
std::optional<std::string> unescape_bytes(std::string_view text);

// A player's name, as a save or the settings give it: at most this many characters (what the
// table and the score sheet show), UTF-8, with no control character.
inline constexpr std::size_t name_chars_at_most = 24;
// Why `name` is not one (a sentence part: "is 30 characters long ..."), or nothing.
std::optional<std::string> why_not_a_name(std::string_view name);
// `text` made a name: its control characters and bytes that are not UTF-8 left out, cut at
// name_chars_at_most characters, spaces at the ends trimmed.
std::string as_name(std::string_view text);

} // namespace parlor::cards
