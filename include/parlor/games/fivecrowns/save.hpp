#pragma once
// The Five Crowns save file: the text format of docs/fivecrowns.md.

#include "parlor/cards/save_file.hpp"
#include "parlor/cards/seat_words.hpp"
#include "parlor/games/fivecrowns/rules.hpp"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace parlor::fivecrowns {

// How the save file names a seat (docs/fivecrowns.md, "The save file"). The brief's game of two
// names them "Human" (seat 0) and "Computer" (seat 1); a table of 3 to 7 keeps "Human" for seat 0
// and numbers its computers "Computer 1" to "Computer N-1", seat k being "Computer k".
std::string save_seat_name(Seat seat, int seats);

// A seat as a save names it: "Human" (seat 0), "Computer" (seat 1, the two-seat form, `numbered`
// false) or "Computer K" for K from 1 to 6 (seat K), in any letter case and spacing. Nothing for
// anything else.
struct SeatWord {
    int seat = 0;
    bool numbered = false;
};
std::optional<SeatWord> parse_seat_word(std::string_view text);

// state (on success: phase Draw, `turn` = Next Player), error ("FILE:LINE: problem"), warnings.
using LoadResult = cards::LoadResult<GameState>;

// Reads a save file's text. `file_name` only labels errors.
LoadResult read_save(std::string_view text, std::string_view file_name);
// Reads a file from disk (a missing or unreadable file is an error like any other).
LoadResult load_save_file(const std::string& path);

// True when the text looks like a Five Crowns save (it has a "Round:" key and a "Draw Pile:" or
// "Discard Pile:" key), for `check` and the load dialog's detection.
bool looks_like_save(std::string_view text);

// The exact layout of docs/fivecrowns.md. The state must be before a turn (phase Draw).
std::string write_save(const GameState& state);
// Atomic write; returns an error sentence, or nothing on success.
std::optional<std::string> save_to_file(const std::string& path, const GameState& state);

// One line: "Five Crowns, round 3 of 11, Human 12, Computer 40, next: Human".
// `words` name the seats: the save files' by default (the terminal's, the records'), a table's
// ("You", the player's name) where the window lists a game.
std::string summary(const GameState& state, const cards::SeatWords& words = {});

} // namespace parlor::fivecrowns
