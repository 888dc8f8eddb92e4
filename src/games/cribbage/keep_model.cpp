// Counting every six ranks the opponent may have been dealt and the keep each makes.

#include "keep_model.hpp"

#include "combinations.hpp"
#include "parlor/games/cribbage/rank_points.hpp"

#include <algorithm>

namespace parlor::cribbage::detail {

namespace {

// The starters the holder of `six` (ranks 0-based) cannot see: four of each rank less its own.
std::array<int, 13> unseen_starters(const std::array<int, 6>& six) {
    std::array<int, 13> starters{};
    starters.fill(4);
    for (const int r : six) {
        --starters[static_cast<std::size_t>(r)];
    }
    return starters;
}

// The expected hand of `keep` (ranks 0-based) times the starters: an integer, compared exactly.
int keep_total(const FourRanks& keep, const std::array<int, 13>& starters, const RankTable& table) {
    int total = 0;
    for (int s = 0; s < 13; ++s) {
        total += starters[static_cast<std::size_t>(s)] *
                 table.points(keep[0], keep[1], keep[2], keep[3], s);
    }
    return total;
}

// The best keeps of one six (ranks 0-based, increasing) by expected hand over the starters the
// holder cannot see; returns how many distinct best keeps were written to `best`.
int best_keeps(const std::array<int, 6>& six, const RankTable& table,
               std::array<FourRanks, 15>& best) {
    const std::array<int, 13> starters = unseen_starters(six);
    int found = 0;
    int best_total = -1;
    for (int a = 0; a < 6; ++a) {
        for (int b = a + 1; b < 6; ++b) {
            FourRanks keep{};
            int n = 0;
            for (int i = 0; i < 6; ++i) {
                if (i != a && i != b) {
                    keep[static_cast<std::size_t>(n++)] = six[static_cast<std::size_t>(i)];
                }
            }
            const int total = keep_total(keep, starters, table);
            if (total > best_total) {
                best_total = total;
                found = 0;
            }
            if (total == best_total &&
                std::find(best.begin(), best.begin() + found, keep) == best.begin() + found) {
                best[static_cast<std::size_t>(found++)] = keep;
            }
        }
    }
    return found;
}

} // namespace

int KeptHands::slot(const FourRanks& sorted) {
    return ((sorted[0] * 13 + sorted[1]) * 13 + sorted[2]) * 13 + sorted[3];
}

KeptHands::KeptHands(const std::array<int, 14>& dealt)
    : dealt_(dealt), chance_(13 * 13 * 13 * 13, 0.0) {
    const RankTable& table = RankTable::instance();
    std::array<int, 6> six{};
    std::array<FourRanks, 15> best{};
    double all = 0;
    // Every multiset of six ranks, in increasing order, with the number of hands that share it.
    auto deal = [&](auto&& self, int from, int n, double ways) -> void {
        if (n == 6) {
            const int keeps = best_keeps(six, table, best);
            for (int k = 0; k < keeps; ++k) {
                chance_[static_cast<std::size_t>(slot(best[static_cast<std::size_t>(k)]))] +=
                    ways / keeps;
            }
            all += ways;
            return;
        }
        for (int r = from; r < 13; ++r) {
            const int have = dealt_[static_cast<std::size_t>(r + 1)];
            for (int m = 1; m <= std::min(have, 6 - n); ++m) {
                for (int i = 0; i < m; ++i) {
                    six[static_cast<std::size_t>(n + i)] = r;
                }
                self(self, r + 1, n + m, ways * choose(have, m));
            }
        }
    };
    deal(deal, 0, 0, 1.0);
    if (all > 0) {
        for (double& c : chance_) {
            c /= all;
        }
    }
}

double KeptHands::chance(FourRanks ranks) const {
    std::sort(ranks.begin(), ranks.end());
    for (int& r : ranks) {
        if (r < 1 || r > 13) {
            return 0.0;
        }
        r -= 1;
    }
    return chance_[static_cast<std::size_t>(slot(ranks))];
}

} // namespace parlor::cribbage::detail
