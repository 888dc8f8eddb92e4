// The exact distribution of hand scores. Fifteens, pairs and runs come from the rank table
// (one lookup per combination); only the flush and his nobs look at suits.

#include "parlor/games/cribbage/distribution.hpp"

#include "parlor/games/cribbage/cards.hpp"
#include "parlor/games/cribbage/rank_points.hpp"

namespace parlor::cribbage {

std::uint64_t ScoreDistribution::combinations() const {
    std::uint64_t total = 0;
    for (const std::uint64_t n : counts) {
        total += n;
    }
    return total;
}

double ScoreDistribution::mean() const {
    std::uint64_t points = 0;
    for (std::size_t score = 0; score < counts.size(); ++score) {
        points += score * counts[score];
    }
    const std::uint64_t n = combinations();
    return n == 0 ? 0.0 : static_cast<double>(points) / static_cast<double>(n);
}

namespace {

constexpr int rank_of(int id) {
    return id / suits_in_deck;
} // 0-based
constexpr int suit_of(int id) {
    return id % suits_in_deck;
}
constexpr int jack_rank = cards::jack - 1;

// Everything the starter loop needs to know about one hand of four cards.
struct HandFacts {
    unsigned long long cards = 0; // bit per card id
    int rank_index = 0;           // the table index of the four ranks, times 13
    int flush_suit = -1;          // the suit all four share, or -1
    unsigned jack_suits = 0;      // bit per suit of the jacks held (his nobs)
};

void count_starters(const HandFacts& hand, bool is_crib, const std::uint8_t* table,
                    ScoreDistribution& out) {
    const int four_card_flush = is_crib ? 0 : 4;
    for (int starter = 0; starter < deck_size; ++starter) {
        if (hand.cards & (1ULL << starter)) {
            continue;
        }
        const int suit = suit_of(starter);
        int points = table[hand.rank_index + rank_of(starter)];
        if (hand.flush_suit >= 0) {
            points += suit == hand.flush_suit ? 5 : four_card_flush;
        }
        points += static_cast<int>((hand.jack_suits >> suit) & 1U);
        ++out.counts[static_cast<std::size_t>(points)];
    }
}

} // namespace

ScoreDistribution score_distribution(bool is_crib) {
    const std::uint8_t* table = RankTable::instance().data();
    ScoreDistribution out;
    for (int a = 0; a < deck_size; ++a) {
        for (int b = a + 1; b < deck_size; ++b) {
            for (int c = b + 1; c < deck_size; ++c) {
                for (int d = c + 1; d < deck_size; ++d) {
                    HandFacts hand;
                    unsigned suits = 0;
                    for (const int id : {a, b, c, d}) {
                        hand.cards |= 1ULL << id;
                        suits |= 1U << suit_of(id);
                        if (rank_of(id) == jack_rank) {
                            hand.jack_suits |= 1U << suit_of(id);
                        }
                    }
                    hand.rank_index =
                        RankTable::index(rank_of(a), rank_of(b), rank_of(c), rank_of(d), 0);
                    if ((suits & (suits - 1)) == 0) {
                        hand.flush_suit = suit_of(a);
                    }
                    count_starters(hand, is_crib, table, out);
                }
            }
        }
    }
    return out;
}

} // namespace parlor::cribbage
