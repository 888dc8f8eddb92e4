#pragma once
// Why one copy of a card rather than the other, for the review (internal to the Pinochle
// library): "you played the K♦ / the expert would play the K♦ from a meld" names one card
// twice, and the play's advice says why that card, not why that copy. What tells the copies
// apart is the melds: a copy taken from a meld breaks it (and every meld it is part of), so its
// cards may make it again on a trick won; a copy from the hand keeps the meld on the table. The
// seat's own hand and melds are all it needs, cards it sees.

#include "parlor/games/pinochle/rules.hpp"

#include <string>

namespace parlor::pinochle::detail {

// "Play the K♦ from your marriage: it breaks the marriage and leaves the marriage (K♦ Q♦) to
// declare again on a trick you win; the K♦ from your hand keeps the marriage on the table and
// leaves no marriage to declare." `expert` and `played` play the same card, as copies the
// review tells apart (alike is false), both legal in `view`.
std::string copy_choice_reason(const SeatView& view, const Play& expert, const Play& played);

} // namespace parlor::pinochle::detail
