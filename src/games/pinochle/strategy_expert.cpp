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
    const auto advice = expert_advice(view, seed);
    if (!advice) {
        return routine_decision(view);
    }
    return {advice->record.action, advice_reasons(view, *advice, voice)};
}

std::unique_ptr<Strategy> make_expert_strategy(std::uint64_t seed) {
    return std::make_unique<ExpertStrategy>(seed);
}

} // namespace parlor::pinochle::detail
