// Help for the human: the expert's choice on the human's own view, in the second person.

#include "strategies.hpp"

namespace parlor::cribbage {

Advice advise(const SeatView& view, std::uint64_t seed) {
    using detail::Voice;
    Advice advice;
    switch (view.phase) {
    case Phase::LayAway: {
        const bool mine = view.my_crib();
        const auto ranked = rank_lay_aways(view);
        if (ranked.empty() || ranked.front().lay_away.size() != 2) {
            advice.action = LayAway{};
            advice.lines.push_back("Lay away two of your six cards.");
            return advice;
        }
        const KeepChoice& best = ranked.front();
        advice.action = LayAway{best.lay_away[0], best.lay_away[1]};
        advice.highlight = best.lay_away;
        advice.lines.push_back(detail::keep_sentence(best, mine, Voice::Help));
        for (std::size_t i = 1; i < std::min<std::size_t>(3, ranked.size()); ++i) {
            advice.lines.push_back(detail::keep_alternative(ranked[i], mine, Voice::Help));
        }
        if (const std::string to_win = detail::keep_to_win_sentence(ranked, view, Voice::Help);
            !to_win.empty()) {
            advice.lines.push_back(to_win);
        }
        return advice;
    }
    case Phase::Play: {
        const auto ranked = rank_plays(view, seed);
        if (ranked.empty()) {
            advice.action = Play{};
            advice.lines.push_back("Wait for the opponent to play.");
            return advice;
        }
        advice.action = Play{ranked.front().card};
        advice.highlight = {ranked.front().card};
        advice.lines = detail::play_sentences(ranked, view, Voice::Help);
        if (const std::string to_win = detail::play_to_win_sentence(ranked, view, Voice::Help);
            !to_win.empty()) {
            advice.lines.push_back(to_win);
        }
        return advice;
    }
    case Phase::CutForDeal:
        advice.action = CutForDeal{};
        advice.lines.push_back(
            "Cut the cards: the lower card deals first, and the dealer has the crib.");
        return advice;
    case Phase::DealOver:
        advice.action = NextDeal{};
        advice.lines.push_back("Deal the next hand.");
        return advice;
    case Phase::GameOver:
        advice.action = NextDeal{};
        advice.lines.push_back("The game is over.");
        return advice;
    }
    return advice;
}

} // namespace parlor::cribbage
