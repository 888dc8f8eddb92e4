#pragma once
// Why one trail rather than another, for the review (internal to the Casino library): the
// search that ranked them says only which is worth more, and the help's own sentence for a trail
// ("there is nothing to capture or build") is true of both. These are the differences a player
// can see at the table: what each card is worth to whoever takes it, how many cards the seat has
// not seen would take it, and whether the seat's own hand can take it back.

#include "parlor/games/casino/rules.hpp"

#include <optional>
#include <string>

namespace parlor::casino::detail {

// What trailing `card` leaves, from the seat's view alone (its hand, the table, both piles).
struct TrailFacts {
    Card card;
    int points = 0;                 // what the card scores for whoever takes it
    bool spade = false;             // toward the most spades
    int takers = 0;                 // cards the seat has not seen that would take it
    std::optional<Card> taken_back; // a card of the seat's hand that takes it back
};
TrailFacts trail_facts(const SeatView& view, Card card);

// "Trail the 4♥ rather than the 2♠: the 2♠ is worth a point to whoever takes it, the 4♥
// nothing; your 4♣ can take the 4♥ back." Each clause is a difference that favours the
// expert's trail; when none does, it says so and that the look ahead decided.
std::string trail_choice_reason(const SeatView& view, Card expert, Card played);

} // namespace parlor::casino::detail
