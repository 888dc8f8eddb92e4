// The catalogue of strategies and what every strategy shares.

#include "parlor/games/cribbage/ai.hpp"

#include "strategies.hpp"

#include <array>

namespace parlor::cribbage {

std::unique_ptr<Strategy> make_strategy(std::string_view name, std::uint64_t seed) {
    return detail::strategies.make(name, seed);
}

std::vector<std::string> strategy_names() {
    return detail::strategies.names();
}

namespace detail {

std::vector<Action> actions_for(const SeatView& view) {
    return legal_actions(view.phase, view.hand, view.count);
}

Decision routine_decision(const SeatView& view) {
    if (view.phase == Phase::CutForDeal) {
        return {CutForDeal{}, {"I cut the cards: the lower card deals first."}};
    }
    return {NextDeal{}, {"On to the next deal."}};
}

} // namespace detail

} // namespace parlor::cribbage
