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

struct RecordLine {
    int number = 0;        // the line in the file, from 1
    std::string event;     // "start", ...
    int game = 0;          // from 1
    nlohmann::json fields; // the object less "event" and "game"
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

// One line of a record: the envelope first, then the game's fields in the order given.
std::string record_line(std::string_view event, int game, const nlohmann::ordered_json& fields);

} // namespace parlor::record
