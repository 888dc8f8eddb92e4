// The small vocabulary around actions: comparing them, naming them, naming the seats.

#include "parlor/games/fivecrowns/rules.hpp"

#include <type_traits>

namespace parlor::fivecrowns {

std::string seat_name(Seat seat) {
    return seat == Seat::Human ? "Human" : "Computer";
}

bool operator==(const Action& a, const Action& b) {
    if (a.index() != b.index()) {
        return false;
    }
    return std::visit(
        [&b](const auto& left) {
            using T = std::decay_t<decltype(left)>;
            const T& right = std::get<T>(b);
            if constexpr (std::is_same_v<T, CallToss>) {
                return left.heads == right.heads;
            } else if constexpr (std::is_same_v<T, Discard>) {
                return left.card == right.card;
            } else {
                return true; // the other actions carry no data
            }
        },
        a);
}

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
