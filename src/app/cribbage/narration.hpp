#pragma once
// The Cribbage table's log entries: the event's sentence (the game's own words,
// parlor/games/cribbage/event_words.hpp) with who it belongs to; and the callouts said over the
// table. The computer's cards stay unnamed until they are seen on the table.

#include "app/core/sound.hpp"
#include "app/table/table_log.hpp"
#include "parlor/games/cribbage/event_words.hpp"
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

// One entry for an event. LaidAwayEvent of the computer says it laid two cards away without
// naming them.
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

// The sound the event makes (table_sounds.hpp): what the log tells, heard.
Sound event_sound(const cr::Event& event);

} // namespace parlor::app::cribbage_table
