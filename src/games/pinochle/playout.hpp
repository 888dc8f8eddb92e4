#pragma once
// The quick player of the look-ahead (internal to the Pinochle library): rules of thumb for
// both seats of an imagined table, used to play a guessed round to its end after each move the
// expert weighs, and at the horizon of the endgame search. It sees the whole imagined table,
// which is a guess the expert made, never the real hidden cards.

#include "search_position.hpp"

#include <array>

namespace parlor::pinochle::detail {

// What a card is worth keeping in a hand, in points: trumps win tricks later, cards of a meld
// that can be declared (or nearly, while the stock lasts) wait for it.
struct Appraisal {
    std::array<int, distinct_cards> keep{};
    int best_meld = -1; // index into meld_table, or -1
    int best_meld_points = 0;
};
Appraisal appraise(const FastHand& hand, int trump, bool stock_left);

// The position in the leader's hand of the card it leads.
int choose_lead(const Position& position);

// The position in the follower's hand of its chase card, the lead already out of the leader's
// hand.
int choose_chase(const Position& position, CardIndex lead);

// After a trick: the winner declares its best meld, then the draws; the winner leads next.
void finish_trick(Position& position, int winner);

// Plays the round to its end.
void play_out(Position& position);

} // namespace parlor::pinochle::detail
