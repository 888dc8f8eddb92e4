#pragma once
// The save file of a Cribbage table of three, or of four in two partnerships (docs/cribbage.md,
// "The save file of a table"): the two-seat file's layout with a "Seats:" line, one section per
// seat ("Human", "Computer 1" to "Computer 3"), the go as a list of seats and the seat that laid
// the last card. The two-seat file (save.hpp) is unchanged; `save_seat_count` tells them apart.
// A table is saved before a decision: a seat to lay away or to lay a card in the play.

#include "parlor/cards/save_file.hpp"
#include "parlor/games/cribbage/table.hpp"

#include <optional>
#include <string>
#include <string_view>

namespace parlor::cribbage {

// state (on success: phase LayAway or Play, `turn` = Next Player, `deal_number` 1, no shows),
// error ("FILE:LINE: problem"), warnings.
using TableLoadResult = cards::LoadResult<TableState>;

// How a table's save names seat `seat` of `seats`: "Human" (seat 0), "Computer K" (seat K).
std::string table_seat_name(int seat);
// A seat as a table's save names it ("Human", "Computer 1" to "Computer 3", any case and
// spacing); nothing for anything else.
std::optional<int> parse_table_seat(std::string_view text);

// The seats of a Cribbage save's text: the number on its "Seats:" line (3 or 4 for a table), or 2
// when it has none (every two-seat file). A value that is not a number is 0: the table's reader
// says what is wrong with it. For `check`, `--load` and the load dialog, which route a file to
// read_save (2) or read_table_save (3, 4).
int save_seat_count(std::string_view text);

// Reads a table's save text (a "Seats:" line of 3 or 4). `file_name` only labels errors.
TableLoadResult read_table_save(std::string_view text, std::string_view file_name);
// Reads a file from disk (a missing or unreadable file is an error like any other).
TableLoadResult load_table_save_file(const std::string& path);

// True when a table may be saved now: a seat is to lay away or to lay a card in the play.
bool table_can_save(const TableState& state);
// The documented layout (the state should be at a decision: table_can_save).
std::string write_table_save(const TableState& state);
// Atomic write; returns an error sentence (not at a decision, or the write failed), or nothing
// on success.
std::optional<std::string> table_save_to_file(const std::string& path, const TableState& state);

// One line: "Cribbage, three-handed, Human 12, Computer 1 30, Computer 2 7, Computer 1 deals,
// the play (count 21), next: Human"; at four the partnerships' scores ("Human and Computer 2 40,
// Computer 1 and Computer 3 52").
std::string table_summary(const TableState& state);

} // namespace parlor::cribbage
