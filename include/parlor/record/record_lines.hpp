#pragma once
// A game record is JSON Lines: one object per line, in the order things happened, each with its
// "event" (what the line is: "start", a move, a result...) and its "game" (numbered from 1; a file
// may hold many games, as `simulate` writes). Every game begins with its "start" line. This is the
// envelope every game's record shares (docs/records.md); what each event holds is the game's.
//
// The reader is strict: a line that is not one JSON object, an envelope that is missing or
// mistyped, a game out of order, is an error naming the file and the line ("FILE:LINE: problem").

#include <nlohmann/json.hpp>

#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace parlor::record {

// The envelope's versions (docs/records.md, "Versions"): a game's "start" may name its version
// ("version": 2); a start without one is of version 1, as every record before version 2 was.
// Version 2 lets a move's line hold "said", the computer's words when it made the move.
inline constexpr int record_version = 2;

struct RecordLine {
    int number = 0;                // the line in the file, from 1
    std::string event;             // "start", ...
    int game = 0;                  // from 1
    nlohmann::json fields;         // the object less the envelope ("event", "game", ...)
    std::vector<std::string> said; // the computer's words with this move (version 2), each line
};

struct RecordLines {
    std::vector<RecordLine> lines; // on success
    std::string error;             // "FILE:LINE: problem" on failure
    bool ok() const { return error.empty(); }
};

// The lines of a record's text. An empty text, an empty line (other than after the last newline),
// a line that is not a JSON object, a missing or mistyped "event" or "game", a first line that is
// not game 1's "start", a game number that goes back or skips, a "start" that does not begin the
// next game: each is the error, on the line where it is.
RecordLines read_record_lines(std::string_view text, std::string_view file);

// The same lines, checked the same way, each handed to `visit` as it is read and then dropped (it
// may move it away): a record is never held whole as JSON (a line's JSON takes many times its text,
// so a 100 MB record took 1.2 GB). `visit` may throw RecordError (line_fields.hpp) to refuse a
// line; the lines after it are still checked and no longer visited, and an error of theirs comes
// first, as when every line was read before any was visited. Returns "FILE:LINE: problem", or
// nothing on success.
std::string for_each_record_line(std::string_view text, std::string_view file,
                                 const std::function<void(RecordLine&)>& visit);

// One line of a record: the envelope first, then the game's fields in the order given; a start
// line of `version` 2 says so after "game", and `said` (a version 2 record's) comes last.
std::string record_line(std::string_view event, int game, const nlohmann::ordered_json& fields,
                        int version = 1, const std::vector<std::string>& said = {});
// A start line written before (a toss made before the table opened, a position) as of `version`.
std::string with_version(const std::string& start_line, int version);

// The most lines a move's "said" holds, and the most characters in one: a computer says a few
// sentences; more is not a record's.
inline constexpr std::size_t said_lines_at_most = 16;
inline constexpr std::size_t said_chars_at_most = 1000;

} // namespace parlor::record
