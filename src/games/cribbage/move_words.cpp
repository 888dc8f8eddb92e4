// The terminal's words for a move: the cards' codes, as `parse` reads them.

#include "parlor/games/cribbage/move_words.hpp"

#include <type_traits>

namespace parlor::cribbage {

std::string move_text(const Action& action) {
    return std::visit(
        [](const auto& act) -> std::string {
            using T = std::decay_t<decltype(act)>;
            if constexpr (std::is_same_v<T, LayAway>) {
                return cards::to_string(act.first) + " " + cards::to_string(act.second);
            } else if constexpr (std::is_same_v<T, Play>) {
                return cards::to_string(act.card);
            } else {
                return "";
            }
        },
        action);
}

} // namespace parlor::cribbage
