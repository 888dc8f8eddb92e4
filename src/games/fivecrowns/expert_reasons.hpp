#pragma once
// The expert's choices in words (internal to the Five Crowns library). The computer speaks of
// itself ("I took the 7♦ from the discard pile because it fits my run of 5♦ 6♦ 7♦."); the help
// speaks to the player ("I recommend you draw from the discard pile because it fits your run of
// 5♦ 6♦ 7♦.").

#include "expert_planner.hpp"
#include "reasons.hpp"

#include <string>
#include <vector>

namespace parlor::fivecrowns::detail {

// Where to draw from and why; when taking, the planned discard is not included.
std::vector<std::string> draw_reasons(const SeatView& view, const DrawPlan& plan, Voice voice);

// Which card to discard and why, then going out (or what stands in the way).
std::vector<std::string> discard_reasons(const SeatView& view, const std::vector<Card>& hand,
                                         const DiscardPlan& plan, Voice voice);

// How the hand is laid out: the melds, each wild card's role, the loose cards.
std::vector<std::string> layout_sentences(const Arrangement& arrangement, Voice voice);

// A card of `hand` that `card` would build on toward a meld: one of the same rank, or of the
// same suit within two ranks. Nothing if it stands alone.
std::optional<Card> partner_of(Card card, const std::vector<Card>& hand, int wild_rank);

} // namespace parlor::fivecrowns::detail
