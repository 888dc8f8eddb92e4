#pragma once
// A game recorded from a position (docs/records.md, "A game begun from a position"): a game
// resumed from a save file is recorded from where it was loaded. Its "start" line holds, in
// "position", the game's save text exactly as the game's save writer writes it, in place of what
// a new game begins with (the deck, the length, the rule options: the save holds them). The
// record's reader reads that text with the game's own save reader, strictly: a save that does not
// load, or a text other than the writer's own for what it holds, is the start line's error, and
// the message names the line of the save that is wrong. Every game shares this; each calls it
// from its start line's reader and writer.
//
//     {"event":"start","game":1,"parlor":"cribbage","seats":["human","expert"],
//      "position":"Game: Cribbage\n\nComputer:\n   Score: 45\n..."}

#include "parlor/record/line_fields.hpp"

#include <nlohmann/json.hpp>

#include <string>
#include <string_view>
#include <utility>

namespace parlor::record {

// The start line's field that holds the position, and the name the save reader is given for it
// (its errors then begin "position:LINE: ").
inline constexpr const char* position_key = "position";

// The fields of the start line of a game begun from `position` (the save writer's text):
// {"parlor": game_id, "seats": seats, "position": position}.
nlohmann::ordered_json position_start(std::string_view game_id, nlohmann::ordered_json seats,
                                      std::string position);

// A save reader's error for the position ("position:7: problem", read with the name
// position_key) in the words of the start line's error: "\"position\", line 7 of the saved
// game: problem".
std::string position_problem(std::string_view save_error);

// Why `text` is not `written`, the save writer's text for the state it holds: the first line of
// the saved game that differs, in the words of the start line's error. Empty when they are the
// same.
std::string position_difference(std::string_view text, std::string_view written,
                                std::string_view game_name);

// The state a start line's "position" holds, read by the game's `read_save(text, file)` (a
// cards::LoadResult) and written again by its `write_save(state)`, which must give the very text;
// otherwise the line's error (LineFields::fail). The reader's warnings (a card short) are not
// errors: the game was loaded and played with them.
template <auto read_save, auto write_save>
auto position_in(LineFields& fields, std::string_view game_name) {
    const std::string text = fields.text(position_key);
    auto loaded = read_save(text, position_key);
    if (!loaded.state) {
        fields.fail(position_problem(loaded.error));
    }
    if (const std::string differs = position_difference(text, write_save(*loaded.state), game_name);
        !differs.empty()) {
        fields.fail(differs);
    }
    return std::move(*loaded.state);
}

} // namespace parlor::record
