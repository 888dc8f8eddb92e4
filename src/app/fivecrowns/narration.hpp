#pragma once
// The Five Crowns table's log entries: the event's sentence (the game's own words,
// parlor/games/fivecrowns/event_words.hpp) with who it belongs to and the melds of a going out
// under it (the log itself and its panel are the tables' common parts, app/table/).

#include "app/core/sound.hpp"
#include "app/table/table_log.hpp"
#include "parlor/games/fivecrowns/event_words.hpp"
#include "parlor/games/fivecrowns/rules.hpp"

#include <string>
#include <vector>

namespace parlor::app::fivecrowns_table {

namespace fc = parlor::fivecrowns;

using fc::rank_plural;
using table::LogEntry;
using table::TableLog;

struct Narration {
    std::vector<std::string> names{"You", "Computer"}; // indexed by Seat, 2 to 7 of them
    // Then the computer's draws from the stock stay secret (at a table of more than two, the
    // others' draws always do: their hands are never shown).
    bool hide_computer_hand = false;
};

// One entry for an event.
LogEntry narrate(const fc::Event& event, const Narration& n);

// The computer's reasons as the log may tell them while its hand is hidden: a sentence that
// names one of the `hidden` cards (its hand, less the cards the player saw it take) is left
// out, so the log never shows what the table hides. Nothing is hidden: all of them.
std::vector<std::string> told_reasons(const std::vector<std::string>& reasons,
                                      const std::vector<fc::Card>& hidden);

// The sound the event makes (table_sounds.hpp): what the log tells, heard.
Sound event_sound(const fc::Event& event);

} // namespace parlor::app::fivecrowns_table
