// The catalogue of strategies.

#include "parlor/games/fivecrowns/ai.hpp"

#include "strategies.hpp"

namespace parlor::fivecrowns {

std::unique_ptr<Strategy> make_strategy(std::string_view name, std::uint64_t seed) {
    return detail::strategies.make(name, seed);
}

std::vector<std::string> strategy_names() {
    return detail::strategies.names();
}

} // namespace parlor::fivecrowns
