#pragma once
// A Cruno event in words, told from one seat (the viewer's own draws name the card, the others'
// do not): the terminal's lines and the table's log.

#include "parlor/games/cruno/rules.hpp"

#include <string>

namespace parlor::cruno {

// "Alice plays the 7♥.", "You draw the K♦ for the Draw Two.", "Bob is skipped.", ... (no
// newline). `state` gives the names (any state of the game); `viewer` is "You" (-1: nobody).
std::string event_text(const GameState& state, const Event& event, int viewer);

} // namespace parlor::cruno
