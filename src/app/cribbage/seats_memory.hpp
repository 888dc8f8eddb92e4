#pragma once
// What a Cribbage table of three or four keeps beside its save for Continue, because the table's
// save (docs/cribbage.md, "The save file of a table") holds only the position: which deal this
// is, the sheet of the deals so far, where the back pegs stand and the log. Continue hands it
// back, so a continued table is the same game ("Deal 6", its whole sheet, its pegs, its log).

#include <optional>
#include <string>
#include <vector>

namespace parlor::app::cribbage_table {

// A deal on the results sheet: who dealt it and each side's points in it.
struct SeatsDeal {
    int deal = 0;
    int dealer = 0;
    std::vector<int> points; // per side
    friend bool operator==(const SeatsDeal&, const SeatsDeal&) = default;
};

struct SeatsMemory {
    std::vector<int> scores; // per side, as the save was written: a check that they belong
    int deal = 1;            // the deal in play, counted from the game's first
    std::vector<SeatsDeal> deals;
    std::vector<int> back; // per side: the back pegs
    std::string log;       // the table's log (TableLog::kept_text)
    friend bool operator==(const SeatsMemory&, const SeatsMemory&) = default;
};

std::string write_seats_memory(const SeatsMemory& memory);
// Nothing when the text is not such a memory for a table of `seats` seats and `sides` sides.
std::optional<SeatsMemory> read_seats_memory(const std::string& text, int seats, int sides);

} // namespace parlor::app::cribbage_table
