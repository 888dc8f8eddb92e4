#pragma once
// The cribbage deck (the standard 52) and what a card is worth when counting to 15 or 31.

#include "parlor/cards/card.hpp"
#include "parlor/cards/notation.hpp"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace parlor::cribbage {

using cards::Card;
using cards::Suit;

inline constexpr int deck_size = 52;
inline constexpr int rank_count = 13;
inline constexpr int suits_in_deck = 4;

// Ace 1, two to ten face value, jack, queen and king 10.
constexpr int pip_value(Card card) {
    return card.rank > 10 ? 10 : card.rank;
}

// True for the 52 cards of the standard deck (no jokers, no tridents).
constexpr bool in_deck(Card card) {
    return !card.is_joker() && card.rank >= 1 && card.rank <= 13 && card.suit != Suit::Tridents;
}

// A dense number 0..51 for a card of the deck: four per rank, ace first. Handy for bitsets.
constexpr int card_id(Card card) {
    return (card.rank - 1) * suits_in_deck + static_cast<int>(card.suit);
}
constexpr Card card_from_id(int id) {
    return Card::of(id / suits_in_deck + 1, static_cast<Suit>(id % suits_in_deck));
}
constexpr unsigned long long card_bit(Card card) {
    return 1ULL << card_id(card);
}

// The 52 cards in a fixed order (shuffle with an Rng).
std::vector<Card> full_deck();

// Parses one card of the deck ("5H", "xs", "10d"). On failure `error` reads like
// "\"5T\" is not a card (expected rank A/2-9/X/J/Q/K and suit S/C/D/H)".
std::optional<Card> parse(std::string_view text, std::string& error);

// Parses cards separated by spaces or tabs; every word must be a card of the deck.
std::optional<std::vector<Card>> parse_cards(std::string_view text, std::string& error);

// "5♥ 5♠ J♦" for reasons and the terminal (parlor/cards/notation.hpp).
using cards::pretty_cards;

} // namespace parlor::cribbage
