#pragma once
// Why the expert's discard rather than the one made, for the review (internal to the Five Crowns
// library). The help's line says why its own discard ("it should leave the fewest points after
// your next draw") and nothing of the card thrown instead; this compares the two by the facts the
// expert ranked them by (issue 42: review lines say why).

#include "parlor/games/fivecrowns/ai.hpp"

#include <string>

namespace parlor::fivecrowns::detail {

// "Discard the 8♆ rather than the 9♣: throwing the 9♣ leaves fewer points now (20 against 21),
// but after your next draw the 8♆ leaves about 12.4 points, the 9♣ about 14.0." On the last turn
// the points each leaves, which are the points scored. Empty when a discard goes out (the help's
// line says so) or nothing tells them apart.
std::string discard_comparison(const Facts& expert, const Facts& played);

} // namespace parlor::fivecrowns::detail
