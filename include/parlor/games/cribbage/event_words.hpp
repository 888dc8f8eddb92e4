#pragma once
// A Cribbage event in words, told to one listener (the cards the computer lays away to the
// crib are named only to a listener who sees its hand): the terminal's lines and the table's
// log.

#include "parlor/cards/listener.hpp"
#include "parlor/games/cribbage/rules.hpp"

#include <string>

namespace parlor::cribbage {

using cards::Listener;

// "Computer played the 7♠ — count 15: fifteen for 2 (Computer has 9).", "Computer laid two
// cards away to the crib.", "Deal 3: Computer deals and the crib is Computer's; six cards
// each." (no newline).
std::string event_text(const Event& event, const Listener& listener);

} // namespace parlor::cribbage
