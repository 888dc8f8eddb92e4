// What the opponent lays away, from the counted deals, and the crib as a distribution of points.

#include "parlor/games/cribbage/ai.hpp"

#include "crib_completions.hpp"
#include "deal_model_data.hpp"

namespace parlor::cribbage {

namespace {

// Counts of laid-away rank pairs into weights against a random deal: two given ranks come
// together 16 ways in a deck, a pair of one rank 6 ways. Half a count more everywhere keeps a
// pair never seen possible.
LayAwayWeights weights_from(const std::array<std::array<int, 13>, 13>& counts) {
    double total = 0;
    for (int a = 0; a < 13; ++a) {
        for (int b = a; b < 13; ++b) {
            total += counts[static_cast<std::size_t>(a)][static_cast<std::size_t>(b)] + 0.5;
        }
    }
    LayAwayWeights weights;
    constexpr double deck_pairs = 52.0 * 51.0 / 2.0;
    for (int a = 0; a < 13; ++a) {
        for (int b = a; b < 13; ++b) {
            const double seen =
                (counts[static_cast<std::size_t>(a)][static_cast<std::size_t>(b)] + 0.5) / total;
            const double at_random = (a == b ? 6.0 : 16.0) / deck_pairs;
            weights.of[static_cast<std::size_t>(a)][static_cast<std::size_t>(b)] = seen / at_random;
            weights.of[static_cast<std::size_t>(b)][static_cast<std::size_t>(a)] = seen / at_random;
        }
    }
    return weights;
}

} // namespace

const LayAwayWeights& LayAwayWeights::uniform() {
    static const LayAwayWeights weights = [] {
        LayAwayWeights w;
        for (auto& row : w.of) {
            row.fill(1.0);
        }
        return w;
    }();
    return weights;
}

const LayAwayWeights& opponent_lay_aways(bool opponent_deals) {
    static const LayAwayWeights dealer = weights_from(detail::deal_model_data.dealer_lay_aways);
    static const LayAwayWeights pone = weights_from(detail::deal_model_data.pone_lay_aways);
    return opponent_deals ? dealer : pone;
}

std::vector<double> crib_distribution(std::span<const Card> laid_away, std::span<const Card> pool,
                                      const LayAwayWeights& weights, std::optional<Card> starter) {
    std::vector<double> points(30, 0.0);
    if (laid_away.size() != 2) {
        return points;
    }
    double total = 0;
    detail::for_each_crib_completion(laid_away[0], laid_away[1], pool, weights, starter,
                                     [&](int scored, double weight) {
                                         points[static_cast<std::size_t>(scored)] += weight;
                                         total += weight;
                                     });
    for (double& p : points) {
        p = total > 0 ? p / total : 0.0;
    }
    return points;
}

} // namespace parlor::cribbage
