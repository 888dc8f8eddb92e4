// Help for the human: the expert's choice on the human's own view, in the second person.

#include "strategies.hpp"

#include <type_traits>

namespace parlor::cruno {

Advice advise(const SeatView& view, std::uint64_t seed) {
    using detail::Voice;
    Advice advice;
    if (view.phase == Phase::GameOver || view.turn != view.seat) {
        advice.action = Draw{};
        advice.lines.push_back(view.phase == Phase::GameOver ? "The game is over."
                                                             : "Wait for your turn.");
        return advice;
    }
    const std::vector<Candidate> ranked = rank_moves(view, seed);
    advice.action = ranked.front().action;
    std::visit(
        [&advice](const auto& act) {
            using T = std::decay_t<decltype(act)>;
            if constexpr (std::is_same_v<T, Play>) {
                advice.card = act.card;
                advice.suit = act.suit;
            } else if constexpr (std::is_same_v<T, Convert>) {
                advice.card = act.card;
                advice.suit = act.suit;
            }
        },
        advice.action);
    advice.lines.push_back(detail::move_sentence(view, advice.action, Voice::Help));
    if (std::string odds = detail::odds_sentence(ranked, Voice::Help); !odds.empty()) {
        advice.lines.push_back(std::move(odds));
    }
    return advice;
}

} // namespace parlor::cruno
