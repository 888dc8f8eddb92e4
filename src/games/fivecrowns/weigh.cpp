// The worth of any legal move by the expert's method: the review's figure for the move a player
// made, beside the expert's figure for its own.

#include "parlor/games/fivecrowns/ai.hpp"

#include "advice_record.hpp"
#include "expert_planner.hpp"

#include <algorithm>

namespace parlor::fivecrowns {

std::optional<Facts> weigh(const SeatView& view, const Action& action) {
    if (view.turn != view.seat || view.hand.empty()) {
        return std::nullopt;
    }
    const std::vector<Action> legal = detail::legal_actions(view);
    if (std::find(legal.begin(), legal.end(), action) == legal.end()) {
        return std::nullopt;
    }
    detail::ExpertPlanner planner(view);
    if (view.phase == Phase::Draw) {
        // The draw record always holds both piles when both can be drawn from.
        const AdviceRecord record =
            detail::draw_record(view, planner.plan_draw(), planner.evaluator());
        if (record.action == action) {
            return record.facts;
        }
        for (const auto& alternative : record.alternatives) {
            if (alternative.action == action) {
                return alternative.facts;
            }
        }
        return std::nullopt;
    }
    if (const auto* discard = std::get_if<Discard>(&action)) {
        const detail::DiscardOption option = planner.weigh_discard(discard->card);
        Facts facts = detail::discard_facts(detail::SmallHand(view.hand), option,
                                            planner.last_turn(), planner.evaluator());
        facts.seats = view.seats;
        return facts;
    }
    return std::nullopt;
}

} // namespace parlor::fivecrowns
