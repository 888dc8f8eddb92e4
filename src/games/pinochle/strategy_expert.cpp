// The expert: the determinized look-ahead while the stock lasts, the endgame search after it,
// and melds declared in the order that adds up to most.

#include "expert_reasons.hpp"
#include "strategies.hpp"

namespace parlor::pinochle::detail {

namespace {

class ExpertStrategy final : public Strategy {
  public:
    explicit ExpertStrategy(std::uint64_t seed) : rng_(seed) {}
    std::string name() const override { return "expert"; }

    Decision decide(const SeatView& view) override {
        return expert_decision(view, rng_.fork_seed(), Voice::Computer);
    }

  private:
    Rng rng_;
};

} // namespace

Decision expert_decision(const SeatView& view, std::uint64_t seed, Voice voice) {
    switch (view.phase) {
    case Phase::Lead:
    case Phase::Follow: {
        const Weighing weighing = weigh_plays(view, seed);
        if (weighing.plays.empty()) {
            return routine_decision(view);
        }
        return {play_of(view.hand, weighing.plays.front().position),
                play_reasons(view, weighing, voice)};
    }
    case Phase::Meld: {
        if (const auto searched = search_meld(view)) {
            return {Declare{searched->first},
                    searched_meld_reasons(view, searched->first, searched->second, voice)};
        }
        const std::vector<Meld> plan = plan_melds(view.hand, view.trump);
        if (plan.empty()) {
            return routine_decision(view);
        }
        return {Declare{plan.front()}, meld_reasons(view, plan, voice)};
    }
    default:
        return routine_decision(view);
    }
}

std::unique_ptr<Strategy> make_expert_strategy(std::uint64_t seed) {
    return std::make_unique<ExpertStrategy>(seed);
}

} // namespace parlor::pinochle::detail
