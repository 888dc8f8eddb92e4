// The catalogue of strategies.

#include "parlor/games/cruno/ai.hpp"

#include "strategies.hpp"

#include <array>

namespace parlor::cruno {

namespace {

constexpr std::array<cards::StrategyMaker<Strategy>, 4> makers{{
    {"naive", [](std::uint64_t) { return detail::make_naive_strategy(); }},
    {"rule", [](std::uint64_t) { return detail::make_rule_strategy(); }},
    {"expert", detail::make_expert_strategy},
    {"trickster", [](std::uint64_t) { return detail::make_trickster_strategy(); }},
}};

} // namespace

std::unique_ptr<Strategy> make_strategy(std::string_view name, std::uint64_t seed) {
    return cards::make_named<Strategy>(makers, name, seed);
}

std::string trickster_limit_words() {
    return "only while it holds " + detail::count_word(trickster_fewest_cards) + " cards or more";
}

std::vector<std::string> strategy_names() {
    return cards::names_of<Strategy>(makers);
}

} // namespace parlor::cruno
