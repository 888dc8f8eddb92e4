// The expert: the default opponent. The thinking is in expert_planner.cpp, the words in
// expert_reasons.cpp; this file turns a plan into a Decision and keeps what one decision can
// pass to the next (solved hands, and the discard already planned when taking the top card).

#include "expert_planner.hpp"
#include "expert_reasons.hpp"
#include "strategies.hpp"

#include <algorithm>
#include <stdexcept>

namespace parlor::fivecrowns::detail {

namespace {

std::vector<Card> sorted(std::vector<Card> cards) {
    std::sort(cards.begin(), cards.end());
    return cards;
}

class ExpertStrategy final : public Strategy {
  public:
    explicit ExpertStrategy(ExpertTuning tuning) : tuning_(tuning) {}

    std::string name() const override { return "expert"; }

    Decision decide(const SeatView& view) override {
        if (view.turn != view.seat || view.hand.empty()) {
            throw std::invalid_argument("the expert strategy was asked to move out of turn");
        }
        if (view.phase == Phase::Draw) {
            return decide_draw(view);
        }
        if (view.phase == Phase::Discard) {
            return decide_discard(view);
        }
        throw std::invalid_argument("the expert strategy was asked to move outside a turn");
    }

  private:
    Decision decide_draw(const SeatView& view) {
        ExpertPlanner planner(view, tuning_, &cache_);
        const DrawPlan plan = planner.plan_draw();
        planned_.reset();
        if (plan.take && plan.after_take) {
            // Taking a visible card leaves the unseen cards as they were, so the discard
            // planned with it is exactly what the Discard phase would find again.
            planned_ = Planned{sorted(with(view.hand, *plan.top)), *plan.after_take};
        }
        return {plan.take ? Action{TakeDiscard{}} : Action{DrawStock{}},
                draw_reasons(view, plan, Voice::Computer)};
    }

    Decision decide_discard(const SeatView& view) {
        std::optional<DiscardPlan> plan;
        if (planned_ && view.drawn_from_discard && planned_->hand == sorted(view.hand)) {
            plan = planned_->plan;
        } else {
            plan = ExpertPlanner(view, tuning_, &cache_).plan_discard();
        }
        planned_.reset();
        Decision decision{Discard{plan->chosen.card},
                          discard_reasons(view, view.hand, *plan, Voice::Computer)};
        const Arrangement after =
            best_arrangement(without(view.hand, plan->chosen.card), view.wild_rank);
        for (std::string& sentence : wild_sentences(after, Voice::Computer)) {
            decision.reasons.push_back(std::move(sentence));
        }
        return decision;
    }

    struct Planned {
        std::vector<Card> hand; // sorted
        DiscardPlan plan;
    };

    ExpertTuning tuning_;
    PointsCache cache_;
    std::optional<Planned> planned_;
};

} // namespace

std::unique_ptr<Strategy> make_expert_strategy(std::uint64_t) {
    return std::make_unique<ExpertStrategy>(ExpertTuning{});
}

std::unique_ptr<Strategy> make_tuned_expert_strategy(const ExpertTuning& tuning) {
    return std::make_unique<ExpertStrategy>(tuning);
}

} // namespace parlor::fivecrowns::detail
