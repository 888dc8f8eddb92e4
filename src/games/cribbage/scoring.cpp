// The show: a hand or the crib counted item by item, the way a player counts it aloud.

#include "parlor/games/cribbage/scoring.hpp"

#include "parlor/games/cribbage/rank_points.hpp"

#include <algorithm>
#include <bit>

namespace parlor::cribbage {

namespace {

// Rank order (suit order within a rank), so items list their cards low to high.
std::vector<Card> in_rank_order(std::span<const Card> cards) {
    std::vector<Card> sorted(cards.begin(), cards.end());
    std::sort(sorted.begin(), sorted.end()); // cards order by rank, then suit
    return sorted;
}

void add(HandScore& score, ScoreKind kind, int points, std::vector<Card> cards) {
    score.total += points;
    score.items.push_back(ScoreItem{kind, points, std::move(cards)});
}

// Every distinct combination of two or more cards adding up to 15, smaller ones first.
void count_fifteens(const std::vector<Card>& cards, HandScore& score) {
    const auto n = static_cast<unsigned>(cards.size());
    for (unsigned size = 2; size <= n; ++size) {
        for (unsigned mask = 1; mask < (1U << n); ++mask) {
            if (static_cast<unsigned>(std::popcount(mask)) != size) {
                continue;
            }
            int sum = 0;
            std::vector<Card> chosen;
            for (unsigned i = 0; i < n; ++i) {
                if (mask & (1U << i)) {
                    sum += pip_value(cards[i]);
                    chosen.push_back(cards[i]);
                }
            }
            if (sum == 15) {
                add(score, ScoreKind::Fifteen, 2, std::move(chosen));
            }
        }
    }
}

// All the cards of one rank together: a pair 2, three of a kind 6, four of a kind 12.
void count_pairs(const std::vector<Card>& cards, HandScore& score) {
    for (std::size_t i = 0; i < cards.size();) {
        std::size_t j = i;
        while (j < cards.size() && cards[j].rank == cards[i].rank) {
            ++j;
        }
        const int n = static_cast<int>(j - i);
        if (n >= 2) {
            add(score, ScoreKind::Pair, n * (n - 1),
                {cards.begin() + static_cast<long>(i), cards.begin() + static_cast<long>(j)});
        }
        i = j;
    }
}

// Each way to take one card of every rank in a stretch of consecutive ranks is one run.
void add_each_run(const std::vector<std::vector<Card>>& ranks, std::size_t at,
                  std::vector<Card>& chosen, HandScore& score) {
    if (at == ranks.size()) {
        add(score, ScoreKind::Run, static_cast<int>(chosen.size()), chosen);
        return;
    }
    for (const Card card : ranks[at]) {
        chosen.push_back(card);
        add_each_run(ranks, at + 1, chosen, score);
        chosen.pop_back();
    }
}

void count_runs(const std::vector<Card>& cards, HandScore& score) {
    // The cards grouped by rank, then cut into stretches of consecutive ranks.
    std::vector<std::vector<Card>> stretch;
    auto close_stretch = [&] {
        if (stretch.size() >= 3) {
            std::vector<Card> chosen;
            add_each_run(stretch, 0, chosen, score);
        }
        stretch.clear();
    };
    for (const Card card : cards) {
        if (!stretch.empty() && stretch.back().front().rank == card.rank) {
            stretch.back().push_back(card);
            continue;
        }
        if (!stretch.empty() && stretch.back().front().rank + 1 != card.rank) {
            close_stretch();
        }
        stretch.push_back({card});
    }
    close_stretch();
}

bool same_suit(std::span<const Card> cards) {
    return std::all_of(cards.begin(), cards.end(),
                       [&](Card card) { return card.suit == cards.front().suit; });
}

HandScore count_by_rank(std::span<const Card> cards) {
    const std::vector<Card> sorted = in_rank_order(cards);
    HandScore score;
    count_fifteens(sorted, score);
    count_pairs(sorted, score);
    count_runs(sorted, score);
    return score;
}

} // namespace

HandScore hand_value(std::span<const Card> hand, Card starter, bool is_crib) {
    std::vector<Card> all(hand.begin(), hand.end());
    all.push_back(starter);
    HandScore score = count_by_rank(all);

    if (hand.size() >= 4 && same_suit(hand)) {
        if (starter.suit == hand.front().suit) {
            add(score, ScoreKind::Flush, 5, in_rank_order(all));
        } else if (!is_crib) {
            // The crib scores only a flush of five.
            add(score, ScoreKind::Flush, 4, in_rank_order(hand));
        }
    }
    for (const Card card : hand) {
        if (card.rank == cards::jack && card.suit == starter.suit) {
            add(score, ScoreKind::Nobs, 1, {card, starter});
        }
    }
    return score;
}

HandScore cards_value(std::span<const Card> cards) {
    HandScore score = count_by_rank(cards);
    if (cards.size() >= 4 && same_suit(cards)) {
        add(score, ScoreKind::Flush, static_cast<int>(cards.size()), in_rank_order(cards));
    }
    return score;
}

int hand_points(const std::array<Card, 4>& hand, Card starter, bool is_crib) {
    int points = RankTable::instance().points(hand[0].rank - 1, hand[1].rank - 1, hand[2].rank - 1,
                                              hand[3].rank - 1, starter.rank - 1);
    const Suit suit = hand[0].suit;
    if (hand[1].suit == suit && hand[2].suit == suit && hand[3].suit == suit) {
        if (starter.suit == suit) {
            points += 5;
        } else if (!is_crib) {
            points += 4;
        }
    }
    for (const Card card : hand) {
        if (card.rank == cards::jack && card.suit == starter.suit) {
            points += 1;
        }
    }
    return points;
}

} // namespace parlor::cribbage
