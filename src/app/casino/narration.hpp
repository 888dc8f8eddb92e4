#pragma once
// The Casino table's log entries in the players' names: the event's sentence (the game's own
// words, parlor/games/casino/event_words.hpp) with who it belongs to.

#include "app/core/sound.hpp"
#include "app/table/names.hpp"
#include "app/table/table_log.hpp"
#include "parlor/games/casino/rules.hpp"

namespace parlor::app::casino_table {

table::LogEntry narrate(const parlor::casino::Event& event, const table::Names& names);

// The sound the event makes (table_sounds.hpp): what the log tells, heard.
Sound event_sound(const parlor::casino::Event& event);

} // namespace parlor::app::casino_table
