#pragma once
// A uniformly random choice among the moves a game offers a seat: every game's sanity baseline.
// The game says what the moves are, how the choice is explained, and what to do when there is
// no choice to make.

#include "parlor/cards/rng.hpp"
#include "parlor/cards/strategy.hpp"

#include <cstdint>
#include <functional>
#include <string>
#include <utility>
#include <vector>

namespace parlor::cards {

template <class View, class Action> class RandomStrategy final : public Strategy<View, Action> {
  public:
    // The moves to choose from (empty: no choice to make).
    using Moves = std::function<std::vector<Action>(const View&)>;
    // The reason given for `chosen`, picked among `choices` moves.
    using Reason = std::function<std::string(const Action& chosen, std::size_t choices)>;
    // The decision when there is no move to choose from (or a throw).
    using NoChoice = std::function<Decision<Action>(const View&)>;

    RandomStrategy(std::uint64_t seed, Moves moves, Reason reason, NoChoice no_choice)
        : rng_(seed), moves_(std::move(moves)), reason_(std::move(reason)),
          no_choice_(std::move(no_choice)) {}

    std::string name() const override { return "random"; }

    Decision<Action> decide(const View& view) override {
        const std::vector<Action> moves = moves_(view);
        if (moves.empty()) {
            return no_choice_(view);
        }
        const Action chosen = moves[rng_.below(moves.size())];
        return {chosen, {reason_(chosen, moves.size())}};
    }

  private:
    Rng rng_;
    Moves moves_;
    Reason reason_;
    NoChoice no_choice_;
};

} // namespace parlor::cards
