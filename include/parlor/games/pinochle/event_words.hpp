#pragma once
// A Pinochle event in words, told to one listener (a card drawn from the stock is named only
// to a listener who sees the drawer's hand): the terminal's lines and the table's log.

#include "parlor/cards/listener.hpp"
#include "parlor/games/pinochle/rules.hpp"

#include <string>

namespace parlor::pinochle {

using cards::Listener;

// "10 points", "1 point", "no points".
std::string points_words(int points);

// "Computer wins the trick: 21 points (round score 64).", "Computer draws a card from the
// stock.", "You draw the Q♠." (no newline).
std::string event_text(const Event& event, const Listener& listener);

} // namespace parlor::pinochle
