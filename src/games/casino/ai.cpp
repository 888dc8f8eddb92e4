// The catalogue of strategies and what every strategy shares.

#include "parlor/games/casino/ai.hpp"

#include "strategies.hpp"

#include <array>

namespace parlor::casino {

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

Decision routine_decision(const SeatView& view) {
    if (view.phase == Phase::CoinToss) {
        return {CallCoin{Coin::Heads}, {"I call heads."}};
    }
    return {NextRound{}, {"On to the next round."}};
}

} // namespace detail

} // namespace parlor::casino
