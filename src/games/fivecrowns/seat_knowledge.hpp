#pragma once
// What a seat knows, worked out from its SeatView alone (internal to the Five Crowns library):
// the moves it may make, the cards it has not seen, and the cards it knows the opponent holds.
// The strategies and the help read the table through these, never through the GameState.

#include "parlor/games/fivecrowns/rules.hpp"

#include <array>
#include <vector>

namespace parlor::fivecrowns::detail {

// The legal actions of the view's seat, in the order legal_actions() gives them for the state.
std::vector<Action> legal_actions(const SeatView& view);

// True when drawing from the stock is possible (the stock, or the discard pile under its top
// card that would be shuffled into a new one).
bool can_draw_stock(const SeatView& view);

// Counts of cards by Card::index().
struct CardCounts {
    std::array<int, cards::card_index_count> count{};
    int total = 0;

    void add(Card card, int n = 1) {
        count[card.index()] += n;
        total += n;
    }
    // Removes up to n copies; never goes below zero (a save file may hold a card three times).
    void remove(Card card, int n = 1);
    int of(Card card) const { return count[card.index()]; }
};

// The cards the opponent surely holds: what it took from the discard pile and has not thrown
// away again.
std::vector<Card> opponent_known_cards(const SeatView& view);
// The same of every other seat at the table (with two seats, the opponent's).
std::vector<Card> others_known_cards(const SeatView& view);

// The cards this seat has not seen: the 116 minus its hand, the discard pile and the cards it
// knows the other seats hold. The stock is a random part of them, so a stock draw is one of these,
// each equally likely.
CardCounts unseen_cards(const SeatView& view);

// The distinct cards of a hand, in hand order.
std::vector<Card> distinct_cards(const std::vector<Card>& hand);

// The hand with one copy of `card` removed (or added).
std::vector<Card> without(std::vector<Card> hand, Card card);
std::vector<Card> with(std::vector<Card> hand, Card card);

} // namespace parlor::fivecrowns::detail
