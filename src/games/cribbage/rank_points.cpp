// The rank-only part of a five-card count, computed once per rank tuple.

#include "parlor/games/cribbage/rank_points.hpp"

#include <algorithm>
#include <array>

namespace parlor::cribbage {

namespace {

constexpr int choose(int n, int k) {
    int result = 1;
    for (int i = 0; i < k; ++i) {
        result = result * (n - i) / (i + 1);
    }
    return result;
}

} // namespace

int count_rank_points(int r0, int r1, int r2, int r3, int r4) {
    std::array<int, 14> cards_of{}; // cards_of[rank], ranks 1..13
    for (const int rank : {r0, r1, r2, r3, r4}) {
        ++cards_of[static_cast<std::size_t>(rank)];
    }
    int points = 0;
    // Every two cards of a rank make a pair worth 2: n cards make n(n-1)/2 pairs.
    for (const int n : cards_of) {
        points += n * (n - 1);
    }
    // A run is a stretch of three or more consecutive ranks; each way of picking one card per rank
    // is a distinct run.
    for (int rank = 1; rank <= 13;) {
        if (cards_of[static_cast<std::size_t>(rank)] == 0) {
            ++rank;
            continue;
        }
        const int start = rank;
        int ways = 1;
        while (rank <= 13 && cards_of[static_cast<std::size_t>(rank)] > 0) {
            ways *= cards_of[static_cast<std::size_t>(rank)];
            ++rank;
        }
        if (rank - start >= 3) {
            points += (rank - start) * ways;
        }
    }
    // Fifteens: the number of ways to reach each sum, taking k of the n cards of each rank.
    std::array<int, 16> ways{};
    ways[0] = 1;
    for (int rank = 1; rank <= 13; ++rank) {
        const int n = cards_of[static_cast<std::size_t>(rank)];
        if (n == 0) {
            continue;
        }
        const int value = std::min(rank, 10);
        std::array<int, 16> next = ways;
        for (int sum = 0; sum <= 15; ++sum) {
            for (int k = 1; k <= n && k * value <= sum; ++k) {
                next[static_cast<std::size_t>(sum)] +=
                    ways[static_cast<std::size_t>(sum - k * value)] * choose(n, k);
            }
        }
        ways = next;
    }
    return points + 2 * ways[15];
}

RankTable::RankTable() : table_(static_cast<std::size_t>(size)) {
    // Count each sorted tuple once, then write it under every ordering of its ranks.
    std::array<int, 5> r{};
    for (r[0] = 0; r[0] < 13; ++r[0]) {
        for (r[1] = r[0]; r[1] < 13; ++r[1]) {
            for (r[2] = r[1]; r[2] < 13; ++r[2]) {
                for (r[3] = r[2]; r[3] < 13; ++r[3]) {
                    for (r[4] = r[3]; r[4] < 13; ++r[4]) {
                        const auto points = static_cast<std::uint8_t>(
                            count_rank_points(r[0] + 1, r[1] + 1, r[2] + 1, r[3] + 1, r[4] + 1));
                        std::array<int, 5> p = r;
                        do {
                            table_[static_cast<std::size_t>(index(p[0], p[1], p[2], p[3], p[4]))] =
                                points;
                        } while (std::next_permutation(p.begin(), p.end()));
                    }
                }
            }
        }
    }
}

const RankTable& RankTable::instance() {
    static const RankTable table;
    return table;
}

} // namespace parlor::cribbage
