#pragma once
// The Five Crowns deck and what its cards are worth in a round.

#include "parlor/cards/card.hpp"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace parlor::fivecrowns {

using cards::Card;
using cards::Suit;

inline constexpr int round_count = 11;
inline constexpr int deck_size = 116; // two decks of 58
// The ranks of the deck: 3 to king; a run does not turn the corner from king to 3.
inline constexpr int lowest_rank = 3;
inline constexpr int highest_rank = cards::king;

// Round r (1..11) deals r+2 cards, and the wild rank is that number (3..13).
constexpr int cards_dealt(int round) {
    return round + 2;
}
constexpr int wild_rank_of(int round) {
    return round + 2;
}

// Jokers and every card of the round's wild rank are wild.
constexpr bool is_wild(Card card, int wild_rank) {
    return card.is_joker() || card.rank == wild_rank;
}

// 3-10 face value, J 11, Q 12, K 13, joker 50, a card of the wild rank 20.
constexpr int points(Card card, int wild_rank) {
    if (card.is_joker()) {
        return 50;
    }
    if (card.rank == wild_rank) {
        return 20;
    }
    return card.rank;
}

// True for the cards of the Five Crowns deck: ranks 3-K in the five suits, jokers J1-J3.
constexpr bool in_deck(Card card) {
    return card.is_joker() ? card.joker_number >= 1 && card.joker_number <= 3
                           : card.rank >= lowest_rank && card.rank <= highest_rank;
}

// The 116 cards, in a fixed order (shuffle with an Rng).
std::vector<Card> full_deck();

// Parses a card of this deck ("XS", "3t", "J2"). On failure `error` reads like
// "\"1D\" is not a card (expected rank 3-9/X/J/Q/K and suit S/C/D/H/T, or J1-J3)".
std::optional<Card> parse(std::string_view text, std::string& error);

} // namespace parlor::fivecrowns
