#pragma once
// What a Cribbage table keeps beside its unfinished game, because the save format of
// docs/cribbage.md holds only the position: which deal this is, the sheet of the deals so far
// and where the back pegs stand. Continue hands it back, so a continued game is the same game
// ("Deal 6", its whole sheet, its pegs); a game loaded from another file has none of it, and
// says so.

#include "app/cribbage/results.hpp"

#include <array>
#include <optional>
#include <string>
#include <vector>

namespace parlor::app::cribbage_table {

struct ContinueMemory {
    std::array<int, 2> scores{}; // the scores it was written at (by seat): a check on the save
    int deal = 0;                // the deal in play, counted from the game's first
    bool deals_known = true;     // false: the game began from a file, deals count from there
    std::array<int, 2> back{};   // the back pegs
    std::vector<DealRecord> deals;
};

std::string write_memory(const ContinueMemory& memory);
// Nothing when the text is not such a memory.
std::optional<ContinueMemory> read_memory(const std::string& text);

} // namespace parlor::app::cribbage_table
