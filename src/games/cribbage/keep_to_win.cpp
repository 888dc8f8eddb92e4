// The lay-away near the end of the game: the four that give the best chance to win, which is not
// always the four worth the most points (the pone who needs 8 keeps the hand most likely to count
// 8, the dealer who needs 20 the crib that may give it).

#include "parlor/games/cribbage/ai.hpp"

#include "parlor/games/cribbage/win_model.hpp"

#include <algorithm>
#include <cmath>

namespace parlor::cribbage {

std::vector<KeepChoice> rank_lay_aways(const SeatView& view) {
    const bool mine = view.my_crib();
    std::vector<KeepChoice> choices =
        rank_keeps(view.hand, mine ? CribOwner::Mine : CribOwner::Opponents);
    if (choices.empty() || choices.front().lay_away.size() != 2 || !near_the_end(view.scores)) {
        return choices;
    }
    const WinModel& model = WinModel::instance();
    const int me = view.scores[static_cast<std::size_t>(index(view.seat))];
    const int them = view.scores[static_cast<std::size_t>(index(other(view.seat)))];
    unsigned long long dealt = 0;
    for (const Card card : view.hand) {
        dealt |= card_bit(card);
    }
    std::vector<Card> pool;
    for (const Card card : full_deck()) {
        if (!(dealt & card_bit(card))) {
            pool.push_back(card);
        }
    }
    const LayAwayWeights& weights = opponent_lay_aways(!mine);
    for (KeepChoice& choice : choices) {
        const std::array<Card, 4> keep{choice.keep[0], choice.keep[1], choice.keep[2],
                                       choice.keep[3]};
        PointsDistribution hand(30, 0.0);
        for (const Card starter : pool) {
            hand[static_cast<std::size_t>(hand_points(keep, starter, false))] +=
                1.0 / static_cast<double>(pool.size());
        }
        const PointsDistribution crib = crib_distribution(choice.lay_away, pool, weights);
        choice.win_chance =
            mine ? 1.0 - model.pone_wins_before_play(them, me, model.pone_hand(),
                                                     convolve(hand, crib))
                 : model.pone_wins_before_play(me, them, hand, convolve(model.dealer_hand(), crib));
    }
    // Chances a millionth apart are one: then the points decide, as before.
    const auto rounded = [](double x) { return std::round(x * 1e6); };
    std::stable_sort(choices.begin(), choices.end(), [&](const KeepChoice& a, const KeepChoice& b) {
        return rounded(a.win_chance) > rounded(b.win_chance);
    });
    return choices;
}

} // namespace parlor::cribbage
