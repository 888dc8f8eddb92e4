// Help for the human: the expert's choice on the human's own view, in the second person; and
// for the review, a move the player made valued beside it on the same imagined tables.

#include "imagine.hpp"
#include "strategies.hpp"

#include "parlor/cards/paired_samples.hpp"

#include <algorithm>
#include <type_traits>

namespace parlor::cruno {

namespace {

// The help's advice from the look-ahead's ranking, addressed to the player.
Advice advice_of_ranking(const SeatView& view, const Ranking& ranking) {
    using detail::Voice;
    Advice advice;
    advice.record = advice_record(view, ranking);
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

// The move as far as the game tells it apart: any 8 stands for the 8♣.
Action kind_of_move(const Action& action) {
    if (const auto* play = std::get_if<Play>(&action); play != nullptr && play->card.is_eight()) {
        return Play{Card::standard(8, Suit::Clubs), play->suit};
    }
    return action;
}

} // namespace

Advice advise(const SeatView& view, std::uint64_t seed) {
    if (view.phase == Phase::GameOver || view.turn != view.seat) {
        Advice advice;
        advice.action = Draw{};
        advice.lines.push_back(view.phase == Phase::GameOver ? "The game is over."
                                                             : "Wait for your turn.");
        advice.summary = advice.lines.front();
        return advice;
    }
    return advice_of_ranking(view, weigh_moves(view, seed));
}

bool alike(const Action& a, const Action& b) {
    return kind_of_move(a) == kind_of_move(b);
}

Comparison compare_to_advice(const SeatView& view, const Action& played, std::uint64_t seed,
                             const Budget& budget) {
    Comparison comparison;
    const Ranking ranking = weigh_moves(view, seed, budget);
    comparison.advice = advice_of_ranking(view, ranking);
    const Candidate& choice = ranking.moves.front();
    if (alike(choice.action, played)) {
        // The help's own move: nothing to compare it with.
        comparison.chosen = comparison.played = choice.win_rate();
        comparison.tables = choice.tables;
        comparison.within_noise = true;
        return comparison;
    }
    std::vector<double> chosen = choice.results;
    std::vector<double> valued;
    comparison.ranked = false;
    for (const Candidate& candidate : ranking.moves) {
        if (alike(candidate.action, played)) {
            comparison.ranked = true;
            valued = candidate.results;
            break;
        }
    }
    if (!comparison.ranked) {
        // The played move on the tables the look-ahead weighed its moves on.
        valued = detail::results_on_tables(view, {played}, seed, 0, choice.tables, budget).front();
    }
    // Both on as many tables as the look-ahead ever plays a move out on: the ones it stopped
    // short of (its leader clear among its own moves, or nothing to weigh) played out now.
    const int first = choice.tables;
    if (first < budget.max_tables) {
        const auto more = detail::results_on_tables(view, {choice.action, played}, seed, first,
                                                    budget.max_tables, budget);
        chosen.insert(chosen.end(), more[0].begin(), more[0].end());
        valued.insert(valued.end(), more[1].begin(), more[1].end());
    }
    comparison.tables = static_cast<int>(chosen.size());
    comparison.chosen = cards::mean_of(chosen);
    comparison.played = cards::mean_of(valued);
    comparison.spread = cards::paired_error(chosen, valued);
    // Within the noise as the ranking judges a lead: no more than two standard errors.
    comparison.within_noise = comparison.chosen - comparison.played <= 2 * comparison.spread;
    return comparison;
}

} // namespace parlor::cruno
