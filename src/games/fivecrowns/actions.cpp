// The small vocabulary around actions: naming them.

#include "parlor/games/fivecrowns/rules.hpp"

#include "parlor/cards/overloaded.hpp"

#include <variant>

namespace parlor::fivecrowns {

std::string describe(const Action& action) {
    return std::visit(
        cards::Overloaded{
            [](const CallToss& act) -> std::string {
                return act.heads ? "call heads" : "call tails";
            },
            [](DrawStock) -> std::string { return "draw from the stock"; },
            [](TakeDiscard) -> std::string { return "take the top card of the discard pile"; },
            [](const Discard& act) { return "discard the " + cards::pretty(act.card); },
            [](NextRound) -> std::string { return "start the next round"; }},
        action);
}

} // namespace parlor::fivecrowns
