#pragma once
// A Casino event in words, told to one listener (the cards dealt to a hand are named only to a
// listener who sees that hand): the terminal's lines and the table's log.

#include "parlor/cards/listener.hpp"
#include "parlor/games/casino/rules.hpp"

#include <string>

namespace parlor::casino {

using cards::Listener;

// "You capture Computer's build of 8 and 5♥ 3♦ with the 8♣.", "Four more cards each. You are
// dealt A♠ 2♥ 3♦ 4♣. 32 left in the deck." (no newline; empty when the round ends with the
// table already bare).
std::string event_text(const Event& event, const Listener& listener);

} // namespace parlor::casino
