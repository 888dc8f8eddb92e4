// A uniformly random legal move: only a sanity baseline for the simulations and the tests.

#include "seat_knowledge.hpp"
#include "strategies.hpp"

#include <stdexcept>

namespace parlor::fivecrowns::detail {

namespace {

class RandomStrategy final : public Strategy {
  public:
    explicit RandomStrategy(std::uint64_t seed) : rng_(seed) {}

    std::string name() const override { return "random"; }

    Decision decide(const SeatView& view) override {
        const std::vector<Action> actions = legal_actions(view);
        if (actions.empty()) {
            throw std::invalid_argument("the random strategy was asked to move out of turn");
        }
        Action action = actions[rng_.below(actions.size())];
        return Decision{action, {"I chose to " + describe(action) + " at random."}};
    }

  private:
    Rng rng_;
};

} // namespace

std::unique_ptr<Strategy> make_random_strategy(std::uint64_t seed) {
    return std::make_unique<RandomStrategy>(seed);
}

} // namespace parlor::fivecrowns::detail
