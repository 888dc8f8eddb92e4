#pragma once
// What every game's save file shares around its own fields: the result of a load, the loop over
// the lines of the text reader, the "FILE:LINE: problem" error, reading from disk, and the
// writer's card lines. A game writes only the Reader of its fields and the checks of their
// meaning (see read_fields):
//     using LoadResult = cards::LoadResult<GameState>;
//     LoadResult read_save(text, file) {
//         return cards::read_save_text<Reader>(text, file, state_from_fields, warning);
//     }
//     LoadResult load_save_file(path) { return cards::load_save_file(path, read_save); }

#include "parlor/cards/atomic_file.hpp"
#include "parlor/cards/card.hpp"
#include "parlor/cards/save_file_read.hpp"
#include "parlor/cards/text_format.hpp"

#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace parlor::cards {

template <class State> struct LoadResult {
    std::optional<State> state;        // set on success
    std::string error;                 // "FILE:LINE: problem" on failure
    std::vector<std::string> warnings; // "FILE: 51 cards instead of 52 (missing: QH)" and the like
};

using Problem = std::optional<TextError>;

// The first of `fields` (what it is, the line it was read on or 0) that was never read, as
// "no \"Deck:\" line" on the file's `last` line; nothing when all were.
Problem first_missing(int last, std::initializer_list<std::pair<std::string_view, int>> fields);

// A game's Reader of its fields has
//     static constexpr std::string_view empty_message; // "the file is empty, not a ... save"
//     Problem read_line(const TextLine& line);       // one line, in order
//     Problem find_missing(int last_line) const;     // a field never given
//     Problem check_meaning() const;                 // fields that do not fit together
//     const Fields& fields() const;                  // what was read
// read_fields reads the lines in order, stopping at the first problem, then asks for a missing
// field (on the last line) and for the meaning. A file without a line is empty_message on line 1.
template <class Reader> Problem read_fields(const std::vector<TextLine>& lines, Reader& reader) {
    if (lines.empty()) {
        return TextError{1, std::string(Reader::empty_message)};
    }
    for (const TextLine& line : lines) {
        if (Problem problem = reader.read_line(line)) {
            return problem;
        }
    }
    if (Problem problem = reader.find_missing(lines.back().number)) {
        return problem;
    }
    return reader.check_meaning();
}

// A save's text read by a game's `Reader` (see read_fields), the state built from its fields by
// `build`; a problem is reported as "FILE:LINE: problem". `warn(state)`
// may add one warning, reported as "FILE: warning". `file_name` only labels the messages.
template <class Reader, class Build, class Warn>
auto read_save_text(std::string_view text, std::string_view file_name, Build&& build, Warn&& warn)
    -> LoadResult<decltype(build(std::declval<const Reader&>().fields()))> {
    LoadResult<decltype(build(std::declval<const Reader&>().fields()))> result;
    Reader reader;
    if (const Problem problem = read_fields(read_text_lines(text), reader)) {
        result.error = format_error(file_name, *problem);
        if (const std::optional<std::string> hint = encoding_hint(text)) {
            result.error += "; " + *hint;
        }
        return result;
    }
    result.state = build(reader.fields());
    if (const std::optional<std::string> warning = warn(*result.state)) {
        result.warnings.push_back(std::string(file_name) + ": " + *warning);
    }
    return result;
}

// Reads a file from disk with `read_save(text, path)`; a missing, unreadable or too large file
// (read_save_file) is an error like any other.
template <class ReadSave>
auto load_save_file(const std::string& path, ReadSave&& read_save)
    -> decltype(read_save(std::string_view(), std::string_view())) {
    std::string error;
    const std::optional<std::string> text = read_save_file(path, error);
    if (!text) {
        decltype(read_save(std::string_view(), std::string_view())) result;
        result.error = error;
        return result;
    }
    return read_save(*text, path);
}

// True when a line of the text satisfies `wanted` (for telling one game's saves from another's).
template <class Wanted> bool has_line(std::string_view text, Wanted&& wanted) {
    for (const TextLine& line : read_text_lines(text)) {
        if (wanted(line)) {
            return true;
        }
    }
    return false;
}

// "Hand: XS KH J1\n", or "Hand:\n" alone for no cards (no trailing space).
std::string card_line(std::string_view key, const std::vector<Card>& cards);

} // namespace parlor::cards
