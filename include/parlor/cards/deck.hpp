#pragma once
// Deck builders, and what a list of cards holds or lacks.

#include "parlor/cards/card.hpp"

#include <algorithm>
#include <optional>
#include <string>
#include <vector>

namespace parlor::cards {

// The standard 52: ranks A-K in spades, clubs, diamonds and hearts.
std::vector<Card> standard_deck();

// Ranks lo..hi in each of the first `suits` suits, plus jokers J1..J<jokers>, all `copies` times.
std::vector<Card> make_deck(int lo_rank, int hi_rank, int suits, int jokers, int copies);

// True when `cards` holds `card` (a hand, a pile; any game's card type).
template <class AnyCard> bool holds(const std::vector<AnyCard>& cards, const AnyCard& card) {
    return std::find(cards.begin(), cards.end(), card) != cards.end();
}

// "51 cards instead of 52 (missing: Q♥)": a save file of one deck may leave cards out; this is
// the warning for the cards of `deck` that `present` lacks, written by `list` as the game shows
// them ("51 different cards" when `present` holds a card twice). Nothing when none is missing.
std::optional<std::string> missing_cards_warning(const std::vector<Card>& deck,
                                                 const std::vector<Card>& present,
                                                 std::string (*list)(const std::vector<Card>&));

} // namespace parlor::cards
