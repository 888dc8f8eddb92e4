// The expert: the default opponent. The thinking is in expert_planner.cpp, its record in
// advice_record.cpp, the words in advice_words.cpp; this file turns a record into a Decision and
// keeps what one decision can pass to the next (solved hands, and the discard already planned
// when taking the top card).

#include "advice_record.hpp"
#include "advice_words.hpp"
#include "expert_planner.hpp"
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
        const AdviceRecord record = draw_record(view, plan, planner.evaluator());
        planned_.reset();
        if (plan.take && plan.after_take) {
            // Taking a visible card leaves the unseen cards as they were, so the discard
            // planned with it is exactly what the Discard phase would find again.
            const std::vector<Card> hand = with(view.hand, *plan.top);
            planned_ = Planned{sorted(hand), discard_record(hand, *plan.after_take,
                                                            planner.evaluator(), view.seats)};
        }
        return {record.action, computer_reasons(record, view.wild_rank)};
    }

    Decision decide_discard(const SeatView& view) {
        std::optional<AdviceRecord> record;
        if (planned_ && view.drawn_from_discard && planned_->hand == sorted(view.hand)) {
            record = planned_->record;
        } else {
            ExpertPlanner planner(view, tuning_, &cache_);
            const DiscardPlan plan = planner.plan_discard();
            record = discard_record(view.hand, plan, planner.evaluator(), view.seats);
        }
        planned_.reset();
        return {record->action, computer_reasons(*record, view.wild_rank)};
    }

    struct Planned {
        std::vector<Card> hand; // sorted
        AdviceRecord record;
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
