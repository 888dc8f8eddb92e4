#pragma once
// Why one chase card rather than another, for the review (internal to the Pinochle library):
// the help's summary says why its own card ("Throw the 9♥: let the trick go") and nothing of
// the card played instead. On a chase the lead is on the table, so what each card does to this
// trick is known: whether it wins it, and the points it hands the opponent when it does not.

#include "parlor/games/pinochle/rules.hpp"

#include <string>

namespace parlor::pinochle::detail {

// "Throw the 9♥ rather than the K♠: neither wins the trick, and the K♠ would give your
// opponent 4 points with it, the 9♥ none." Empty on a lead, and where this trick does not tell
// the cards apart in the expert's favour (both win it, or they hand over the same points).
std::string chase_comparison(const SeatView& view, Card expert, Card played);

} // namespace parlor::pinochle::detail
