// Help for the human: the expert's choice on the human's own view, in the second person, written
// from the advice record.

#include "strategies.hpp"

namespace parlor::cribbage {

Advice advise(const SeatView& view, std::uint64_t seed) {
    using detail::Voice;
    Advice advice;
    switch (view.phase) {
    case Phase::LayAway: {
        const KeepRanking ranking = weigh_lay_aways(view, seed);
        if (ranking.choices.empty() || ranking.choices.front().lay_away.size() != 2) {
            advice.action = LayAway{};
            advice.lines.push_back("Lay away two of your six cards.");
            advice.summary = advice.lines.front();
            return advice;
        }
        advice.record = keep_record(ranking, view);
        advice.action = advice.record.action;
        advice.highlight = ranking.choices.front().lay_away;
        detail::Words words = detail::keep_words(advice.record, view, Voice::Help);
        advice.lines = std::move(words.lines);
        advice.summary = std::move(words.summary);
        return advice;
    }
    case Phase::Play: {
        const PlayRanking ranking = weigh_plays(view, seed);
        if (ranking.choices.empty()) {
            advice.action = Play{};
            advice.lines.push_back(view.turn == view.seat
                                       ? "Say go: no card of yours fits the count."
                                       : "Wait for the opponent to play.");
            advice.summary = advice.lines.front();
            return advice;
        }
        advice.record = play_record(ranking, view);
        advice.action = advice.record.action;
        advice.highlight = {ranking.choices.front().card};
        detail::Words words = detail::play_words(advice.record, view, Voice::Help);
        advice.lines = std::move(words.lines);
        advice.summary = std::move(words.summary);
        return advice;
    }
    case Phase::CutForDeal:
        advice.action = CutForDeal{};
        advice.lines.push_back(
            "Cut the cards: the lower card deals first, and the dealer has the crib.");
        break;
    case Phase::DealOver:
        advice.action = NextDeal{};
        advice.lines.push_back("Deal the next hand.");
        break;
    case Phase::GameOver:
        advice.action = NextDeal{};
        advice.lines.push_back("The game is over.");
        break;
    }
    advice.record.action = advice.action;
    advice.record.certainty.exact = true;
    advice.summary = advice.lines.front();
    return advice;
}

} // namespace parlor::cribbage
