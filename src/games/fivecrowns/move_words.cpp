// The terminal's words for a move, both ways.

#include "parlor/games/fivecrowns/move_words.hpp"

#include <array>
#include <type_traits>

namespace parlor::fivecrowns {

namespace {

// The first word of each list is the one written.
constexpr std::array<std::string_view, 4> stock_words = {"stock", "s", "draw", "draw pile"};
constexpr std::array<std::string_view, 4> discard_words = {"discard", "discard pile", "pile",
                                                           "take"};

template <std::size_t N>
bool names(const std::array<std::string_view, N>& list, std::string_view words) {
    for (const std::string_view word : list) {
        if (word == words) {
            return true;
        }
    }
    return false;
}

} // namespace

std::string move_text(const Action& action) {
    return std::visit(
        [](const auto& act) -> std::string {
            using T = std::decay_t<decltype(act)>;
            if constexpr (std::is_same_v<T, DrawStock>) {
                return std::string(stock_words.front());
            } else if constexpr (std::is_same_v<T, TakeDiscard>) {
                return std::string(discard_words.front());
            } else if constexpr (std::is_same_v<T, Discard>) {
                return cards::to_string(act.card);
            } else if constexpr (std::is_same_v<T, CallToss>) {
                return act.heads ? "heads" : "tails";
            } else {
                return "";
            }
        },
        action);
}

std::optional<Action> read_draw_words(std::string_view words) {
    if (names(stock_words, words)) {
        return DrawStock{};
    }
    if (names(discard_words, words)) {
        return TakeDiscard{};
    }
    return std::nullopt;
}

} // namespace parlor::fivecrowns
