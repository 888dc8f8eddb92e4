#pragma once
// The Five Crowns table's words for what happens: one log entry per event (the log itself and
// its panel are the tables' common parts, app/table/).

#include "app/table/table_log.hpp"
#include "parlor/games/fivecrowns/rules.hpp"

#include <array>
#include <string>
#include <vector>

namespace parlor::app::fivecrowns_table {

namespace fc = parlor::fivecrowns;

using table::LogEntry;
using table::TableLog;

struct Narration {
    std::array<std::string, 2> names{"You", "Computer"}; // indexed by Seat
    bool hide_computer_hand = false; // then the computer's draws from the stock stay secret
};

// "7s", "10s", "jacks" ("Jacks" with `capital`): how the wild rank is named on the table.
std::string rank_plural(int rank, bool capital = false);

// One sentence for an event (empty for events that need none).
LogEntry narrate(const fc::Event& event, const Narration& n);

} // namespace parlor::app::fivecrowns_table
