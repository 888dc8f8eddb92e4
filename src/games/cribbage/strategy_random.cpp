// A uniformly random legal move: the baseline every other strategy must beat easily.

#include "strategies.hpp"

namespace parlor::cribbage::detail {

namespace {

class RandomStrategy final : public Strategy {
  public:
    explicit RandomStrategy(std::uint64_t seed) : rng_(seed) {}
    std::string name() const override { return "random"; }

    Decision decide(const SeatView& view) override {
        const std::vector<Action> actions = actions_for(view);
        if (actions.empty() || (view.phase != Phase::LayAway && view.phase != Phase::Play)) {
            return routine_decision(view);
        }
        const Action action = actions[rng_.below(actions.size())];
        return {action,
                {"I chose to " + describe(action) + " at random, from " +
                 std::to_string(actions.size()) + " possible moves."}};
    }

  private:
    Rng rng_;
};

} // namespace

std::unique_ptr<Strategy> make_random_strategy(std::uint64_t seed) {
    return std::make_unique<RandomStrategy>(seed);
}

} // namespace parlor::cribbage::detail
