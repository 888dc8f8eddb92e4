#pragma once
// The Cribbage table's words for what happens: one log entry per event of the rules, in plain
// English with the points and the running count ("Computer played the 7♠ for 15 (count 15): 2
// points."). The computer's cards stay unnamed until they are seen on the table.

#include "app/table/table_log.hpp"
#include "parlor/games/cribbage/rules.hpp"

#include <array>
#include <string>

namespace parlor::app::cribbage_table {

namespace cr = parlor::cribbage;
using table::LogEntry;
using table::TableLog;

struct Narration {
    std::array<std::string, 2> names{"You", "Computer"}; // indexed by Seat
};

// One entry for an event (an entry with empty text for events the log leaves out).
// LaidAwayEvent of the computer says it laid two cards away without naming them.
LogEntry narrate(const cr::Event& event, const Narration& n);

// "You have", "Computer has" — the verb agreeing with the name.
std::string has(const std::string& name);

} // namespace parlor::app::cribbage_table
