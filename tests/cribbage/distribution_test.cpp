#include "parlor/games/cribbage/distribution.hpp"

#include <doctest/doctest.h>

#include <cmath>

using namespace parlor::cribbage;

namespace {

// The published distribution of cribbage hand scores (four cards and a starter, hand rule).
constexpr std::array<std::uint64_t, 30> published_hand = {
    1009008, 99792, 2813796, 505008, 2855676, 697508, 1800268, 751324, 1137236, 361224,
    388740,  51680, 317340,  19656,  90100,   9168,   58248,   11196,  2708,    0,
    8068,    2496,  444,     356,    3680,    0,      0,       0,      76,      4};

} // namespace

TEST_CASE("the hand distribution over all 12,994,800 combinations is the published one") {
    const ScoreDistribution hand = score_distribution(false);
    CHECK(hand.combinations() == 12994800);
    for (std::size_t score = 0; score < hand.counts.size(); ++score) {
        CAPTURE(score);
        CHECK(hand.counts[score] == published_hand[score]);
    }
    CHECK(hand.counts[0] == 1009008);
    CHECK(hand.counts[29] == 4);
    CHECK(hand.counts[19] == 0);
    CHECK(hand.counts[25] + hand.counts[26] + hand.counts[27] == 0);
    CHECK(std::abs(hand.mean() - 4.769152) < 5e-7);
}

TEST_CASE("the crib distribution differs only by the four-card flushes") {
    const ScoreDistribution hand = score_distribution(false);
    const ScoreDistribution crib = score_distribution(true);
    CHECK(crib.combinations() == 12994800);
    // The crib loses exactly 4 points on every four-card flush whose starter is off-suit:
    // 4 suits x C(13,4) hands x 39 starters.
    const double lost = 4.0 * 715 * 39 * 4 / 12994800.0;
    CHECK(std::abs(hand.mean() - crib.mean() - lost) < 1e-9);
    CHECK(crib.counts[29] == 4);
    CHECK(crib.counts[19] == 0);
    // No combination in the crib scores more or fewer zeroes than the hand for rank reasons;
    // the zero count grows by the off-suit four-card flushes that score nothing else.
    CHECK(crib.counts[0] > hand.counts[0]);
}
