// The expert's lay-away (rank_lay_aways): hand and crib, the best choices also played out, and
// near the end of the game the four that give the best chance to win, which are not always the
// four worth the most points (the pone who needs 8 keeps the hand most likely to count 8, the
// dealer who needs 20 the crib that may give it).

#include "parlor/games/cribbage/ai.hpp"

#include "parlor/games/cribbage/win_model.hpp"

#include <algorithm>
#include <cmath>

namespace parlor::cribbage {

namespace {

constexpr int hands_played_out = 400;

// The choices near the best also played out; ordered by net plus play.
void play_out_the_best(std::vector<KeepChoice>& choices, const SeatView& view) {
    unsigned long long dealt = 0;
    std::uint64_t seed = 1;
    for (const Card card : view.hand) {
        dealt |= card_bit(card);
    }
    seed += dealt; // the same hand plays out the same way
    std::vector<Card> pool;
    for (const Card card : full_deck()) {
        if (!(dealt & card_bit(card))) {
            pool.push_back(card);
        }
    }
    std::vector<std::array<Card, 4>> keeps;
    std::vector<std::size_t> which;
    for (std::size_t i = 0; i < choices.size(); ++i) {
        if (choices[i].net >= choices.front().net - play_margin) {
            keeps.push_back(
                {choices[i].keep[0], choices[i].keep[1], choices[i].keep[2], choices[i].keep[3]});
            which.push_back(i);
        }
    }
    const std::vector<double> play =
        expected_play(keeps, view.my_crib(), pool, hands_played_out, seed);
    for (std::size_t k = 0; k < which.size(); ++k) {
        choices[which[k]].play = play[k];
    }
    // Those played out are the first ones (rank_keeps orders by net); the others, more than the
    // margin behind, stay behind them.
    std::stable_sort(
        choices.begin(), choices.begin() + static_cast<long>(which.size()),
        [](const KeepChoice& a, const KeepChoice& b) { return a.net + a.play > b.net + b.play; });
}

} // namespace

std::vector<KeepChoice> rank_lay_aways(const SeatView& view) {
    const bool mine = view.my_crib();
    std::vector<KeepChoice> choices =
        rank_keeps(view.hand, mine ? CribOwner::Mine : CribOwner::Opponents);
    if (choices.empty() || choices.front().lay_away.size() != 2) {
        return choices;
    }
    play_out_the_best(choices, view);
    if (!near_the_end(view.scores)) {
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
