#pragma once
// The crib by ranks (internal): every way two cards of the opponent and a starter can complete a
// crib holding two known cards, summed over rank combinations rather than cards. Fifteens, pairs
// and runs depend only on ranks, so each combination is one rank-table lookup, weighted by how
// many cards of the pool make it and by how likely the opponent is to lay away those ranks.

#include "parlor/games/cribbage/ai.hpp"
#include "parlor/games/cribbage/rank_points.hpp"

#include <array>
#include <optional>
#include <span>

namespace parlor::cribbage::detail {

// Calls visit(points, weight) for each combination of the opponent's ranks a <= b and the
// starter's rank (only `starter`'s when given): the points of fifteens, pairs and runs, and the
// number of ways the pool makes it times weights.of[a][b].
template <class Visit>
void for_each_crib_completion(Card first, Card second, std::span<const Card> pool,
                              const LayAwayWeights& weights, std::optional<Card> starter,
                              Visit&& visit) {
    std::array<long long, 13> of_rank{};
    for (const Card card : pool) {
        ++of_rank[static_cast<std::size_t>(card.rank - 1)];
    }
    const std::uint8_t* table = RankTable::instance().data();
    const int base = RankTable::index(first.rank - 1, second.rank - 1, 0, 0, 0);
    for (int a = 0; a < 13; ++a) {
        for (int b = a; b < 13; ++b) {
            const long long na = of_rank[static_cast<std::size_t>(a)];
            const long long nb = of_rank[static_cast<std::size_t>(b)];
            const long long pairs = a == b ? na * (na - 1) / 2 : na * nb;
            if (pairs == 0) {
                continue;
            }
            const double weight =
                static_cast<double>(pairs) *
                weights.of[static_cast<std::size_t>(a)][static_cast<std::size_t>(b)];
            const int ab = base + (a * 13 + b) * 13;
            for (int s = 0; s < 13; ++s) {
                // Starters of rank s left once a and b are taken (a given starter is not in the
                // pool).
                const long long starters = starter ? (s == starter->rank - 1 ? 1 : 0)
                                                   : of_rank[static_cast<std::size_t>(s)] -
                                                         (s == a ? 1 : 0) - (s == b ? 1 : 0);
                if (starters > 0) {
                    visit(static_cast<int>(table[ab + s]), weight * static_cast<double>(starters));
                }
            }
        }
    }
}

} // namespace parlor::cribbage::detail
