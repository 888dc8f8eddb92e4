#pragma once
// A Five Crowns event in words, told to one listener (the computer's draws from the stock name
// the card only to a listener who sees its hand): the terminal's lines and the table's log.

#include "parlor/cards/listener.hpp"
#include "parlor/games/fivecrowns/rules.hpp"

#include <string>

namespace parlor::fivecrowns {

using cards::Listener;

// "7s", "10s", "jacks" ("Jacks" with `capital`): how a wild rank is named.
std::string rank_plural(int rank, bool capital = false);

// "Computer drew a card from the draw pile.", "You discarded the 7♦.", "Round 4: 6 cards each,
// 6s and jokers are wild. You play first, having gone out first last round." (no newline).
std::string event_text(const Event& event, const Listener& listener);

} // namespace parlor::fivecrowns
