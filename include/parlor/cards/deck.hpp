#pragma once
// Deck builders.

#include "parlor/cards/card.hpp"

#include <vector>

namespace parlor::cards {

// The standard 52: ranks A-K in spades, clubs, diamonds and hearts.
std::vector<Card> standard_deck();

// Ranks lo..hi in each of the first `suits` suits, plus jokers J1..J<jokers>, all `copies` times.
std::vector<Card> make_deck(int lo_rank, int hi_rank, int suits, int jokers, int copies);

} // namespace parlor::cards
