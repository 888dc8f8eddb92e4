#pragma once
// The sentences of the expert and of the help (internal to the Pinochle library), written from
// the advice record alone (and the view, for the names of the cards): what the chosen play or
// meld does and why, then what the look-ahead found, then a meld it gives up.

#include "strategies.hpp"

#include <string>
#include <vector>

namespace parlor::pinochle::detail {

// "the 9 of trump", "the A♠".
std::string card_phrase(Card card, Suit trump);

// At most three lines: the move and why in plain words (no figure, at most
// cards::first_line_limit characters), then the look-ahead's figures with their units, then a
// meld it gives up. In the computer's voice they name no card it still holds.
std::vector<std::string> advice_reasons(const SeatView& view, const ExpertAdvice& advice,
                                        Voice voice);

// The help's recommendation in one plain line of at most cards::first_line_limit characters, no
// figure (issue 42: the look-ahead's margin is in the lines). `mark_close_call`: "(a close call)"
// among the expert's best; the review leaves it out, for its cost is measured against the move
// played ("cost 69 points ... (a close call)" would read as a contradiction).
std::string advice_summary(const SeatView& view, const ExpertAdvice& advice,
                           bool mark_close_call = true);

// The claims the words make, worked out from the record; the words say a thing only when its
// claim holds (tests/pinochle/advice_truth_test.cpp checks each against the position).
struct Claims {
    bool cheapest_winner = false;    // a chase: the card is the cheapest that wins the lead
    bool best_winner = false;        // a chase: of the weighed winning cards it has the best margin
    bool winning_does_worse = false; // a chase: every weighed winning card has a lower margin
    bool costs_least = false;        // nothing wins: no card of the hand is worth fewer points
    bool cheaper_do_worse = false;   // nothing wins: every cheaper weighed card has a lower margin
    bool best_margin = false;        // no other weighed move has a higher margin
    bool worth_little = false;       // a lead: at most 2 points, plain, in no meld, gives up none
};
Claims claims_of(const SeatView& view, const ExpertAdvice& advice);

} // namespace parlor::pinochle::detail
