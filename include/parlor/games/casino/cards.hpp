#pragma once
// The Casino deck (the standard 52), what a card is worth, and the suit-first notation of the
// circulating save files ("S7", "CX", "HA").

#include "parlor/cards/card.hpp"
#include "parlor/cards/notation.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace parlor::casino {

using cards::Card;
using cards::Suit;

inline constexpr int deck_size = 52;
inline constexpr int suits_in_deck = 4;
inline constexpr int highest_value = 14; // an ace that captures; the largest build

// A set of cards of the deck as a bit mask, bit card_id(card).
using CardSet = std::uint64_t;

// True for the 52 cards of the standard deck (no jokers, no tridents).
constexpr bool in_deck(Card card) {
    return !card.is_joker() && card.rank >= 1 && card.rank <= 13 && card.suit != Suit::Tridents;
}

// A dense number 0..51 for a card of the deck: four per rank, ace first.
constexpr int card_id(Card card) {
    return (card.rank - 1) * suits_in_deck + static_cast<int>(card.suit);
}
constexpr Card card_from_id(int id) {
    return Card::of(id / suits_in_deck + 1, static_cast<Suit>(id % suits_in_deck));
}
constexpr CardSet card_bit(Card card) {
    return CardSet{1} << card_id(card);
}
CardSet set_of(const std::vector<Card>& cards);
std::vector<Card> cards_of(CardSet set); // in card order (rank, then suit)

// What a played card captures: its rank, an ace 14 (a played ace also takes the loose aces by
// rank, so it is worth 1 and 14 at once).
constexpr int capture_value(Card card) {
    return card.rank == cards::ace ? highest_value : card.rank;
}
// What a card adds to a build or to a set of loose cards: its rank, an ace 1.
constexpr int sum_value(Card card) {
    return card.rank;
}
// True when the card, played, captures a build or set worth `value`.
constexpr bool worth(Card card, int value) {
    return capture_value(card) == value;
}

// What a card is worth at the round's scoring on its own: an ace 1, the 10 of diamonds 2, the
// 2 of spades 1.
constexpr bool is_big_casino(Card card) {
    return card.rank == 10 && card.suit == Suit::Diamonds;
}
constexpr bool is_little_casino(Card card) {
    return card.rank == 2 && card.suit == Suit::Spades;
}
constexpr int card_points(Card card) {
    if (card.rank == cards::ace) {
        return 1;
    }
    if (is_big_casino(card)) {
        return 2;
    }
    return is_little_casino(card) ? 1 : 0;
}

// The 52 cards in a fixed order (shuffle with an Rng).
std::vector<Card> full_deck();

// One card of the deck, suit first ("S7", "cx", "C10", "HA"). On failure `error` reads like
// "\"7S\" is not a card (expected suit S/C/D/H then rank A/2-9/X/J/Q/K, like S7 or CX)".
std::optional<Card> parse(std::string_view text, std::string& error);

// Cards separated by spaces or tabs; every word must be a card of the deck.
std::optional<std::vector<Card>> parse_cards(std::string_view text, std::string& error);

std::string code(Card card);                       // "CX"
std::string codes(const std::vector<Card>& cards); // "S7 CX HA"
using cards::pretty_cards;                         // "7♠ 10♣ A♥"

// For sentences: "the 10 of diamonds", "the ace of spades".
std::string the_card(Card card);
// "the 5 and the 4 of clubs", "the 10♦, the 3♣ and the 2♠" — the cards joined for a sentence.
std::string the_cards(const std::vector<Card>& cards);

} // namespace parlor::casino
