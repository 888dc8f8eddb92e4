#pragma once
// The Cribbage table's words for what happens: one log entry per event of the rules, in plain
// English with the points and the running count ("Computer played the 7♠ for 15 (count 15): 2
// points."). The computer's cards stay unnamed until they are seen on the table.

#include "app/table/table_log.hpp"
#include "parlor/games/cribbage/rules.hpp"

#include <array>
#include <string>
#include <vector>

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

// What a move scored in the play, as players call it over the table: "Beatrice: fifteen for 2,
// pair for 2", "You: go for 1", "Computer: last card for 1" — empty when it scored nothing. Read
// from the move's events (a card's items, the point for the last card); his heels at the cut too.
// `cards_left`: a player still holds cards after the move, so a point for the last card is the
// go's (the count starts again) rather than the play's last card.
std::string pegging_callout(const std::vector<cr::Event>& events, const Narration& n,
                            bool cards_left);

// "You have", "Computer has" — the verb agreeing with the name.
std::string has(const std::string& name);

} // namespace parlor::app::cribbage_table
