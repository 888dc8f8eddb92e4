// A uniformly random legal move: only a sanity baseline for the simulations and the tests.

#include "parlor/cards/random_strategy.hpp"

#include "seat_knowledge.hpp"
#include "strategies.hpp"

#include <stdexcept>

namespace parlor::fivecrowns::detail {

std::unique_ptr<Strategy> make_random_strategy(std::uint64_t seed) {
    return std::make_unique<cards::RandomStrategy<SeatView, Action>>(
        seed, [](const SeatView& view) { return legal_actions(view); },
        [](const Action& chosen, std::size_t) {
            return "I chose to " + describe(chosen) + " at random.";
        },
        [](const SeatView&) -> Decision {
            throw std::invalid_argument("the random strategy was asked to move out of turn");
        });
}

} // namespace parlor::fivecrowns::detail
