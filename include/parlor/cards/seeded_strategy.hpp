#pragma once
// A strategy that is one function of the view and its own random generator, seeded when it is
// made: the experts of games whose search samples (each decision forks a seed from it).

#include "parlor/cards/rng.hpp"
#include "parlor/cards/strategy.hpp"

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <utility>

namespace parlor::cards {

template <class View, class Action> class SeededStrategy final : public Strategy<View, Action> {
  public:
    using Decide = std::function<Decision<Action>(const View&, Rng&)>;

    SeededStrategy(std::string name, std::uint64_t seed, Decide decide)
        : name_(std::move(name)), rng_(seed), decide_(std::move(decide)) {}

    std::string name() const override { return name_; }
    Decision<Action> decide(const View& view) override { return decide_(view, rng_); }

  private:
    std::string name_;
    Rng rng_;
    Decide decide_;
};

// The strategy `name` that decides with `decide(view, rng)`, its generator seeded with `seed`.
template <class View, class Action, class Decide>
std::unique_ptr<Strategy<View, Action>> seeded_strategy(std::string name, std::uint64_t seed,
                                                        Decide&& decide) {
    return std::make_unique<SeededStrategy<View, Action>>(std::move(name), seed,
                                                          std::forward<Decide>(decide));
}

} // namespace parlor::cards
