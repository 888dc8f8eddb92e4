// The catalogue of strategies.

#include "parlor/games/fivecrowns/ai.hpp"

#include "strategies.hpp"

namespace parlor::fivecrowns {

std::unique_ptr<Strategy> make_strategy(std::string_view name, std::uint64_t seed) {
    if (name == "random") {
        return detail::make_random_strategy(seed);
    }
    if (name == "greedy") {
        return detail::make_greedy_strategy();
    }
    if (name == "expert") {
        return detail::make_expert_strategy(seed);
    }
    return nullptr;
}

std::vector<std::string> strategy_names() {
    return {"random", "greedy", "expert"};
}

} // namespace parlor::fivecrowns
