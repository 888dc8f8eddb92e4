// A uniformly random legal move: the baseline every other strategy must beat easily.

#include "parlor/cards/random_strategy.hpp"

#include "strategies.hpp"

namespace parlor::pinochle::detail {

std::unique_ptr<Strategy> make_random_strategy(std::uint64_t seed) {
    return std::make_unique<cards::RandomStrategy<SeatView, Action>>(
        seed,
        [](const SeatView& view) {
            // The toss and the question of another round are no choice of play.
            const bool decision = view.phase == Phase::Lead || view.phase == Phase::Follow ||
                                  view.phase == Phase::Meld;
            return decision ? legal_actions(view) : std::vector<Action>{};
        },
        [](const Action& chosen, std::size_t choices) {
            return "I chose to " + describe(chosen) + " at random, from " +
                   std::to_string(choices) + " possible moves.";
        },
        routine_decision);
}

} // namespace parlor::pinochle::detail
