// The catalogue of strategies and what every strategy shares.

#include "parlor/games/casino/ai.hpp"

#include "strategies.hpp"

#include <array>

namespace parlor::casino {

std::unique_ptr<Strategy> make_strategy(std::string_view name, std::uint64_t seed) {
    return detail::strategies.make(name, seed);
}

std::vector<std::string> strategy_names() {
    return detail::strategies.names();
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
