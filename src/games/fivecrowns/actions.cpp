// The small vocabulary around actions: naming them.

#include "parlor/games/fivecrowns/rules.hpp"

#include <type_traits>

namespace parlor::fivecrowns {

std::string describe(const Action& action) {
    return std::visit(
        [](const auto& act) -> std::string {
            using T = std::decay_t<decltype(act)>;
            if constexpr (std::is_same_v<T, CallToss>) {
                return act.heads ? "call heads" : "call tails";
            } else if constexpr (std::is_same_v<T, DrawStock>) {
                return "draw from the stock";
            } else if constexpr (std::is_same_v<T, TakeDiscard>) {
                return "take the top card of the discard pile";
            } else if constexpr (std::is_same_v<T, Discard>) {
                return "discard the " + cards::pretty(act.card);
            } else {
                return "start the next round";
            }
        },
        action);
}

} // namespace parlor::fivecrowns
