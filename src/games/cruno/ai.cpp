// The catalogue of strategies.

#include "parlor/games/cruno/ai.hpp"

#include "strategies.hpp"

#include <array>

namespace parlor::cruno {

namespace {

constexpr cards::StrategyList<Strategy, 4> strategies{{{
    {"naive", cards::unseeded<Strategy, detail::make_naive_strategy>},
    {"rule", cards::unseeded<Strategy, detail::make_rule_strategy>},
    {"expert", detail::make_expert_strategy},
    {"trickster", cards::unseeded<Strategy, detail::make_trickster_strategy>},
}}};

} // namespace

std::unique_ptr<Strategy> make_strategy(std::string_view name, std::uint64_t seed) {
    return strategies.make(name, seed);
}

std::string trickster_limit_words() {
    return "only while it holds " + detail::count_word(trickster_fewest_cards) + " cards or more";
}

std::vector<std::string> strategy_names() {
    return strategies.names();
}

} // namespace parlor::cruno
