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
        advice.summary = advice.lines.front();
        return advice;
    }
    advice.record = advice_record(view, weigh_moves(view, seed));
    advice.action = advice.record.action;
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
    advice.lines = detail::record_lines(view, advice.record, Voice::Help);
    advice.summary = detail::record_summary(view, advice.record);
    return advice;
}

} // namespace parlor::cruno
