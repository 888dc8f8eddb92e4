// Naming actions for logs and messages.

#include "parlor/cards/listed.hpp"
#include "parlor/games/casino/rules.hpp"

#include <type_traits>

namespace parlor::casino {

namespace {

std::string listed(const std::vector<Card>& cards) {
    std::vector<std::string> named;
    for (const Card card : cards) {
        named.push_back("the " + cards::pretty(card));
    }
    return cards::listed(named);
}

} // namespace

std::optional<Card> card_of(const Action& action) {
    return std::visit(
        [](const auto& act) -> std::optional<Card> {
            if constexpr (requires { act.card; }) {
                return act.card;
            } else {
                return std::nullopt;
            }
        },
        action);
}

std::string describe(const Action& action) {
    return std::visit(
        [](const auto& act) -> std::string {
            using T = std::decay_t<decltype(act)>;
            if constexpr (std::is_same_v<T, CallCoin>) {
                return act.call == Coin::Heads ? "call heads" : "call tails";
            } else if constexpr (std::is_same_v<T, Capture>) {
                return "capture " + listed(act.taken) + " with the " + cards::pretty(act.card);
            } else if constexpr (std::is_same_v<T, Build>) {
                const std::string value = std::to_string(act.value);
                if (!act.onto.empty()) {
                    // The cards by their names, never the file's notation ("[H2 D3]").
                    return "increase the build of " + listed(act.onto) + " to " + value +
                           " with the " + cards::pretty(act.card);
                }
                if (act.loose.empty()) {
                    return "add the " + cards::pretty(act.card) + " to the build of " + value;
                }
                return "build " + value + " with the " + cards::pretty(act.card) + " on " +
                       listed(act.loose);
            } else if constexpr (std::is_same_v<T, Trail>) {
                return "trail the " + cards::pretty(act.card);
            } else {
                return "deal the next round";
            }
        },
        action);
}

} // namespace parlor::casino
