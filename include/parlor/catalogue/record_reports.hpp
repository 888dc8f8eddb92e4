#pragma once
// What the catalogue answers about a game record (docs/records.md): whether it replays through
// the rules, and the expert's review of one seat in one of its games. The record's start line
// names its game ({"parlor":"cribbage"}); that game's entry reads it.

#include "parlor/record/review.hpp"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace parlor::catalogue {

// `parlor-cli replay RECORD --check`.
struct ReplayReport {
    bool ok = false;
    std::string error;              // "FILE:LINE: problem": the first line that does not replay
    std::vector<std::string> games; // a line per game that replayed: "game 1: ... won 121 to 98"
};

// Which game of a record to review, for which seat.
struct ReviewRequest {
    int game = 1;
    std::optional<int> seat; // the human's seat when the record has one, else seat 0
    std::uint64_t seed = 1;  // the expert's sampling, as the help's (default_advice_seed)
};

// `parlor-cli review RECORD`.
struct ReviewReport {
    bool ok = false;
    std::string error;  // "FILE:LINE: problem", or "FILE: ..." for a game or seat not there
    int game = 0;       // the game reviewed
    int seat = 0;       // the seat reviewed
    std::string player; // who sat there, as the record names them ("human", "greedy")
    record::Review review;
};

// `parlor-cli rematch RECORD`: the same deals, seats 0 and 1 exchanged (engine/swapped.hpp).
struct RematchReport {
    std::string error;      // "FILE:LINE: problem", or "FILE: ..." when it cannot be played
    std::string record;     // the new game's record, game 1
    std::size_t reused = 0; // the record's draws dealt again
    std::size_t drawn = 0;  // draws made afresh (a reshuffle that depends on the play)
};

} // namespace parlor::catalogue
