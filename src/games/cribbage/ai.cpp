// The catalogue of strategies and what every strategy shares.

#include "parlor/games/cribbage/ai.hpp"

#include "strategies.hpp"

#include <array>

namespace parlor::cribbage {

namespace {

constexpr std::array<cards::StrategyMaker<Strategy>, 3> makers{{
    {"random", detail::make_random_strategy},
    {"greedy", [](std::uint64_t) { return detail::make_greedy_strategy(); }},
    {"expert", detail::make_expert_strategy},
}};

} // namespace

std::unique_ptr<Strategy> make_strategy(std::string_view name, std::uint64_t seed) {
    return cards::make_named<Strategy>(makers, name, seed);
}

std::vector<std::string> strategy_names() {
    return cards::names_of<Strategy>(makers);
}

namespace detail {

std::vector<Action> actions_for(const SeatView& view) {
    std::vector<Action> actions;
    switch (view.phase) {
    case Phase::CutForDeal:
        actions.push_back(CutForDeal{});
        break;
    case Phase::LayAway:
        for (std::size_t i = 0; i < view.hand.size(); ++i) {
            for (std::size_t j = i + 1; j < view.hand.size(); ++j) {
                actions.push_back(LayAway{view.hand[i], view.hand[j]});
            }
        }
        break;
    case Phase::Play:
        for (const Card card : view.hand) {
            if (view.count + pip_value(card) <= max_count) {
                actions.push_back(Play{card});
            }
        }
        break;
    case Phase::DealOver:
        actions.push_back(NextDeal{});
        break;
    case Phase::GameOver:
        break;
    }
    return actions;
}

Decision routine_decision(const SeatView& view) {
    if (view.phase == Phase::CutForDeal) {
        return {CutForDeal{}, {"I cut the cards: the lower card deals first."}};
    }
    return {NextDeal{}, {"On to the next deal."}};
}

} // namespace detail

} // namespace parlor::cribbage
