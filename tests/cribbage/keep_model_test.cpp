// What the opponent kept: the chance of each four ranks being the hand kept from six, checked
// against a direct count over every real six and every starter.

#include "cribbage/keep_model.hpp"
#include "parlor/games/cribbage/rank_points.hpp"

#include <doctest/doctest.h>

#include <algorithm>
#include <map>
#include <vector>

using namespace parlor::cribbage;
using parlor::cribbage::detail::FourRanks;
using parlor::cribbage::detail::KeptHands;

namespace {

// Each card of the pool separately (ranks 1..13), every six of them, every keep of four scored
// by the direct count over the starters its holder cannot see; tied best keeps share.
std::map<FourRanks, double> kept_by_direct_count(const std::array<int, 14>& dealt) {
    std::vector<int> pool;
    for (int rank = 1; rank <= 13; ++rank) {
        for (int i = 0; i < dealt[static_cast<std::size_t>(rank)]; ++i) {
            pool.push_back(rank);
        }
    }
    std::map<FourRanks, double> kept;
    double sixes = 0;
    const int n = static_cast<int>(pool.size());
    std::vector<int> pick{0, 1, 2, 3, 4, 5};
    while (true) {
        std::vector<int> six;
        for (const int i : pick) {
            six.push_back(pool[static_cast<std::size_t>(i)]);
        }
        std::vector<FourRanks> best;
        int best_total = -1;
        for (int a = 0; a < 6; ++a) {
            for (int b = a + 1; b < 6; ++b) {
                FourRanks keep{};
                int k = 0;
                for (int i = 0; i < 6; ++i) {
                    if (i != a && i != b) {
                        keep[static_cast<std::size_t>(k++)] = six[static_cast<std::size_t>(i)];
                    }
                }
                std::sort(keep.begin(), keep.end());
                int total = 0;
                for (int starter = 1; starter <= 13; ++starter) {
                    const int unseen =
                        4 - static_cast<int>(std::count(six.begin(), six.end(), starter));
                    total +=
                        unseen * count_rank_points(keep[0], keep[1], keep[2], keep[3], starter);
                }
                if (total > best_total) {
                    best_total = total;
                    best.clear();
                }
                if (total == best_total &&
                    std::find(best.begin(), best.end(), keep) == best.end()) {
                    best.push_back(keep);
                }
            }
        }
        for (const FourRanks& keep : best) {
            kept[keep] += 1.0 / static_cast<double>(best.size());
        }
        sixes += 1;
        // The next six indices in increasing order.
        int i = 5;
        while (i >= 0 && pick[static_cast<std::size_t>(i)] == n - 6 + i) {
            --i;
        }
        if (i < 0) {
            break;
        }
        ++pick[static_cast<std::size_t>(i)];
        for (int j = i + 1; j < 6; ++j) {
            pick[static_cast<std::size_t>(j)] = pick[static_cast<std::size_t>(j - 1)] + 1;
        }
    }
    for (auto& [keep, count] : kept) {
        count /= sixes;
    }
    return kept;
}

// Every four ranks in increasing order.
std::vector<FourRanks> all_fours() {
    std::vector<FourRanks> fours;
    for (int a = 1; a <= 13; ++a) {
        for (int b = a; b <= 13; ++b) {
            for (int c = b; c <= 13; ++c) {
                for (int d = c; d <= 13; ++d) {
                    fours.push_back({a, b, c, d});
                }
            }
        }
    }
    return fours;
}

} // namespace

TEST_CASE("the chance of each kept hand equals a direct count over every six and starter") {
    // A small pool, so that every six of its cards can be dealt one by one: 14 cards, 3,003
    // sixes, with pairs, fives and tens in it so that keeps tie and score.
    std::array<int, 14> dealt{};
    for (const auto& [rank, count] : std::vector<std::pair<int, int>>{
             {1, 1}, {2, 1}, {3, 2}, {4, 1}, {5, 3}, {6, 1}, {9, 1}, {10, 2}, {11, 1}, {13, 1}}) {
        dealt[static_cast<std::size_t>(rank)] = count;
    }
    const KeptHands model(dealt);
    const auto expected = kept_by_direct_count(dealt);
    double sum = 0;
    for (const FourRanks& four : all_fours()) {
        const auto found = expected.find(four);
        const double want = found == expected.end() ? 0.0 : found->second;
        INFO("ranks ", four[0], " ", four[1], " ", four[2], " ", four[3]);
        CHECK(model.chance(four) == doctest::Approx(want).epsilon(1e-9));
        sum += model.chance(four);
    }
    CHECK(sum == doctest::Approx(1.0));
    CHECK(expected.size() > 100); // the pool gives many different keeps
}

TEST_CASE("kept hands are the ones that score: a full deck less one seat's six and the starter") {
    std::array<int, 14> dealt{};
    dealt.fill(4);
    dealt[0] = 0;
    for (const int rank : {2, 7, 8, 12, 13, 13, 4}) { // our six and the starter
        --dealt[static_cast<std::size_t>(rank)];
    }
    const KeptHands model(dealt);
    double sum = 0;
    for (const FourRanks& four : all_fours()) {
        sum += model.chance(four);
    }
    CHECK(sum == doctest::Approx(1.0));
    // Fives with tens and a run are kept far more often than four cards that never score.
    CHECK(model.chance({5, 5, 10, 11}) > 20 * model.chance({1, 6, 9, 13}));
    CHECK(model.chance({3, 4, 5, 5}) > model.chance({3, 4, 5, 13}));
    // Order does not matter; a hand the pool cannot hold is never kept.
    CHECK(model.chance({11, 5, 10, 5}) == model.chance({5, 5, 10, 11}));
    dealt[9] = 0;
    CHECK(KeptHands(dealt).chance({9, 9, 1, 2}) == 0.0);
    CHECK(model.chance({0, 1, 2, 3}) == 0.0);
}
