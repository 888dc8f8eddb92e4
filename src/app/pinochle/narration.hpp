#pragma once
// The Pinochle table's log entries: the event's sentence (the game's own words,
// parlor/games/pinochle/event_words.hpp) with who it belongs to. The computer's cards stay
// unnamed until they are seen on the table: its draws from the stock are "a card".

#include "app/core/sound.hpp"
#include "app/table/names.hpp"
#include "app/table/table_log.hpp"
#include "parlor/games/pinochle/event_words.hpp"
#include "parlor/games/pinochle/rules.hpp"

#include <string>

namespace parlor::app::pinochle_table {

using pinochle::points_words;
using table::LogEntry;

struct Narration {
    table::Names names; // seat 0 the player, 1 the computer
};

// One entry for an event.
LogEntry narrate(const pinochle::Event& event, const Narration& n);

// The sound the event makes (table_sounds.hpp): what the log tells, heard.
Sound event_sound(const pinochle::Event& event);

} // namespace parlor::app::pinochle_table
