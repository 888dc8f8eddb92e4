#pragma once
// The Pinochle table's words for what happens: one log entry per event of the rules ("Computer
// wins the trick: 21 points (round score 64)."). The computer's cards stay unnamed until they
// are seen on the table: its draws from the stock are "a card".

#include "app/table/names.hpp"
#include "app/table/table_log.hpp"
#include "parlor/games/pinochle/rules.hpp"

#include <string>

namespace parlor::app::pinochle_table {

using table::LogEntry;

struct Narration {
    table::Names names; // seat 0 the player, 1 the computer
};

// One entry for an event (an entry with empty text for events the log leaves out).
LogEntry narrate(const pinochle::Event& event, const Narration& n);

// "10 points", "1 point", "no points".
std::string points_words(int points);

} // namespace parlor::app::pinochle_table
