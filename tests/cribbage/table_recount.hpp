#pragma once
// An independent count of Cribbage's points, written from the rules' text (docs/cribbage.md), never
// through the rules' own scoring: for the self-play at a table (seats_test) and the conformance
// suite at three and four seats (conformance_adapter.hpp).

#include "parlor/games/cribbage/cards.hpp"

#include <algorithm>
#include <vector>

namespace parlor::cribbage::test {

// An independent count of a hand, subset by subset: fifteens, pairs, maximal runs, the flush
// (four in hand, five with the starter; the crib only five) and his nobs.
inline int recount_hand(const std::vector<Card>& hand, Card starter, bool crib) {
    std::vector<Card> all = hand;
    all.push_back(starter);
    const unsigned n = static_cast<unsigned>(all.size());
    const auto ranks_of = [&](unsigned mask) {
        std::vector<int> ranks;
        for (unsigned i = 0; i < n; ++i) {
            if (mask & (1U << i)) {
                ranks.push_back(all[i].rank);
            }
        }
        std::sort(ranks.begin(), ranks.end());
        return ranks;
    };
    const auto is_run = [&](unsigned mask) {
        const auto ranks = ranks_of(mask);
        if (ranks.size() < 3) {
            return false;
        }
        for (std::size_t i = 1; i < ranks.size(); ++i) {
            if (ranks[i] != ranks[i - 1] + 1) {
                return false;
            }
        }
        return true;
    };
    int points = 0;
    for (unsigned mask = 1; mask < (1U << n); ++mask) {
        const auto ranks = ranks_of(mask);
        int sum = 0;
        for (const int rank : ranks) {
            sum += std::min(rank, 10);
        }
        points += ranks.size() >= 2 && sum == 15 ? 2 : 0;
        points += ranks.size() == 2 && ranks[0] == ranks[1] ? 2 : 0;
        if (is_run(mask)) {
            bool maximal = true;
            for (unsigned extra = 0; extra < n; ++extra) {
                maximal = maximal && ((mask & (1U << extra)) || !is_run(mask | (1U << extra)));
            }
            points += maximal ? static_cast<int>(ranks.size()) : 0;
        }
    }
    const bool hand_suited =
        std::all_of(hand.begin(), hand.end(), [&](Card c) { return c.suit == hand.front().suit; });
    if (hand_suited && starter.suit == hand.front().suit) {
        points += 5;
    } else if (hand_suited && !crib) {
        points += 4;
    }
    for (const Card c : hand) {
        points += c.rank == parlor::cards::jack && c.suit == starter.suit ? 1 : 0;
    }
    return points;
}

// An independent count of the last card laid on a pile: 15 or 31, the pair run at its end, the
// longest run at its end.
inline int recount_peg(const std::vector<Card>& pile) {
    int count = 0;
    for (const Card c : pile) {
        count += std::min(static_cast<int>(c.rank), 10);
    }
    int points = count == 15 || count == 31 ? 2 : 0;
    std::size_t same = 1;
    while (same < pile.size() && pile[pile.size() - 1 - same].rank == pile.back().rank) {
        ++same;
    }
    points += static_cast<int>(same * (same - 1));
    for (std::size_t k = pile.size(); k >= 3; --k) {
        std::vector<int> ranks;
        for (std::size_t i = pile.size() - k; i < pile.size(); ++i) {
            ranks.push_back(pile[i].rank);
        }
        std::sort(ranks.begin(), ranks.end());
        bool run = true;
        for (std::size_t i = 1; i < ranks.size(); ++i) {
            run = run && ranks[i] == ranks[i - 1] + 1;
        }
        if (run) {
            points += static_cast<int>(k);
            break;
        }
    }
    return points;
}

} // namespace parlor::cribbage::test
