#pragma once
// The expert's plan as an advice record (internal to the Five Crowns library): the facts of the
// chosen move and of every move weighed beside it, each with the arrangement of the hand after it.
// The help, the summary and the computer's reasons are all written from this record.

#include "expert_planner.hpp"

#include "parlor/games/fivecrowns/ai.hpp"

#include <vector>

namespace parlor::fivecrowns::detail {

// The draw: take the top discard (then its planned discard) or draw from the stock.
AdviceRecord draw_record(const SeatView& view, const DrawPlan& plan, HandEvaluator& evaluator);

// The discard from `hand` (the hand holding the card just drawn) at a table of `seats`.
AdviceRecord discard_record(const std::vector<Card>& hand, const DiscardPlan& plan,
                            HandEvaluator& evaluator, int seats);

// The facts of discarding `option` from `hand` (the hand holding the card just drawn), as the
// record states every discard it weighs.
Facts discard_facts(const SmallHand& hand, const DiscardOption& option, bool last_turn,
                    HandEvaluator& evaluator);

// The fixed rules that break a tie, as clauses the words quote.
inline constexpr const char* draw_tie_rule = "the draw pile is preferred unless the top card is "
                                             "strictly better";
inline constexpr const char* going_out_draw_tie_rule = "going out comes first";
inline constexpr const char* discard_tie_rule = "the card worth more goes, then the higher card";
inline constexpr const char* going_out_tie_rule =
    "a card the opponent cannot use goes first, then a natural card before a wild, then the card "
    "worth more";
// The same at a table of more than two: only the next player can take the discard.
inline constexpr const char* going_out_tie_rule_table =
    "a card the next player cannot use goes first, then a natural card before a wild, then the "
    "card worth more";

} // namespace parlor::fivecrowns::detail
