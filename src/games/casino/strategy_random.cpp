// A uniformly random legal move: the baseline every other strategy must beat easily.

#include "parlor/cards/random_strategy.hpp"

#include "strategies.hpp"

namespace parlor::casino::detail {

std::unique_ptr<Strategy> make_random_strategy(std::uint64_t seed) {
    return std::make_unique<cards::RandomStrategy<SeatView, Action>>(
        seed,
        [](const SeatView& view) {
            // The coin toss and the next round need no choice.
            return view.phase == Phase::Play ? legal_moves(view) : std::vector<Action>{};
        },
        [](const Action& chosen, std::size_t choices) {
            return "I chose to " + describe(chosen) + " at random, from " +
                   std::to_string(choices) + " possible moves.";
        },
        routine_decision);
}

} // namespace parlor::casino::detail
