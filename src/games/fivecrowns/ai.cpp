// The catalogue of strategies.

#include "parlor/games/fivecrowns/ai.hpp"

#include "strategies.hpp"

#include <array>

namespace parlor::fivecrowns {

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

} // namespace parlor::fivecrowns
