#pragma once
// The Pinochle deck (docs/pinochle.md): 48 cards, the 9, jack, queen, king, ten and ace of four
// suits, two copies of each (two copies are two equal values). The trick order and the points a
// captured card is worth.

#include "parlor/cards/card.hpp"
#include "parlor/cards/notation.hpp"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace parlor::pinochle {

using cards::Card;
using cards::Suit;

inline constexpr int deck_size = 48;
inline constexpr int distinct_cards = 24; // six ranks in four suits
inline constexpr int copies_of_each = 2;
inline constexpr int suits_in_deck = 4;

// Trick order, low to high: 9, jack, queen, king, ten, ace (0..5); -1 for a card not in the deck.
constexpr int trick_rank(Card card) {
    switch (card.rank) {
    case 9:
        return 0;
    case cards::jack:
        return 1;
    case cards::queen:
        return 2;
    case cards::king:
        return 3;
    case 10:
        return 4;
    case cards::ace:
        return 5;
    default:
        return -1;
    }
}

// What a captured card is worth: ace 11, ten 10, king 4, queen 3, jack 2, nine 0.
constexpr int card_points(Card card) {
    switch (card.rank) {
    case cards::ace:
        return 11;
    case 10:
        return 10;
    case cards::king:
        return 4;
    case cards::queen:
        return 3;
    case cards::jack:
        return 2;
    default:
        return 0;
    }
}

constexpr bool in_deck(Card card) {
    return !card.is_joker() && trick_rank(card) >= 0 && card.suit != Suit::Tridents;
}

// A dense number 0..23 for a card of the deck (both copies share it): trick rank, then suit.
constexpr int card_id(Card card) {
    return trick_rank(card) * suits_in_deck + static_cast<int>(card.suit);
}
constexpr Card card_from_id(int id) {
    constexpr int ranks[] = {9, cards::jack, cards::queen, cards::king, 10, cards::ace};
    return Card::of(ranks[id / suits_in_deck], static_cast<Suit>(id % suits_in_deck));
}

// The 48 cards in a fixed order (shuffle with an Rng).
std::vector<Card> full_deck();

// Parses one card of the deck ("QS", "xh", "10h"). On failure `error` reads like
// "\"8H\" is not a Pinochle card (expected rank 9/X/J/Q/K/A and suit C/D/H/S)".
std::optional<Card> parse(std::string_view text, std::string& error);

// Parses cards separated by spaces or tabs; every word must be a card of the deck.
std::optional<std::vector<Card>> parse_cards(std::string_view text, std::string& error);

// A suit letter (C, D, H, S in any case); nothing for anything else.
std::optional<Suit> parse_suit(std::string_view text);

// "5♥ 5♠ J♦" for reasons and the terminal (parlor/cards/notation.hpp).
using cards::pretty_cards;

} // namespace parlor::pinochle
