// Choosing the four cards to keep: the expected hand over every starter, and the expected crib
// over every way the opponent's two cards and the starter can fall.

#include "parlor/games/cribbage/ai.hpp"

#include "parlor/games/cribbage/rank_points.hpp"

#include "crib_completions.hpp"

#include <algorithm>
#include <array>

namespace parlor::cribbage {

namespace {

// The cards of the deck that are not among `known`.
std::vector<Card> rest_of_deck(std::span<const Card> known) {
    unsigned long long seen = 0;
    for (const Card card : known) {
        seen |= card_bit(card);
    }
    std::vector<Card> rest;
    for (const Card card : full_deck()) {
        if (!(seen & card_bit(card))) {
            rest.push_back(card);
        }
    }
    return rest;
}

double expected_hand(const std::array<Card, 4>& keep, std::span<const Card> starters) {
    long total = 0;
    for (const Card starter : starters) {
        total += hand_points(keep, starter, false);
    }
    return starters.empty() ? 0.0
                            : static_cast<double>(total) / static_cast<double>(starters.size());
}

// Averages the crib over every choice of the unknown crib cards from `pool` and every starter
// among the pool cards left. Ranks go through the rank table; the flush (five cards of one
// suit) and his nobs (a crib jack of the starter's suit) are added per starter.
class CribAverager {
  public:
    CribAverager(std::span<const Card> mine, std::span<const Card> pool)
        : table_(RankTable::instance().data()), pool_(pool.begin(), pool.end()) {
        unknown_ = 4 - static_cast<int>(mine.size());
        for (const Card card : mine) {
            add(card);
        }
    }

    double average() {
        total_ = 0;
        cases_ = 0;
        choose(0, unknown_);
        return cases_ == 0 ? 0.0 : static_cast<double>(total_) / static_cast<double>(cases_);
    }

  private:
    struct Partial {
        int rank_index = 0; // base-13 digits of the crib ranks so far
        int suit = -2;      // the suit all crib cards share so far; -2 none yet, -1 mixed
        unsigned jacks = 0; // bit per suit of the crib's jacks
    };

    void add(Card card) { partial_ = with(partial_, card); }

    static Partial with(Partial p, Card card) {
        p.rank_index = p.rank_index * 13 + (card.rank - 1);
        const int suit = static_cast<int>(card.suit);
        p.suit = p.suit == -2 ? suit : (p.suit == suit ? suit : -1);
        if (card.rank == cards::jack) {
            p.jacks |= 1U << suit;
        }
        return p;
    }

    void choose(std::size_t from, int left) {
        if (left == 0) {
            count_starters();
            return;
        }
        const Partial saved = partial_;
        for (std::size_t i = from; i < pool_.size(); ++i) {
            partial_ = with(saved, pool_[i]);
            used_[i] = true;
            choose(i + 1, left - 1);
            used_[i] = false;
        }
        partial_ = saved;
    }

    void count_starters() {
        const int base = partial_.rank_index * 13;
        for (std::size_t s = 0; s < pool_.size(); ++s) {
            if (used_[s]) {
                continue;
            }
            const Card starter = pool_[s];
            const int suit = static_cast<int>(starter.suit);
            int points = table_[base + starter.rank - 1];
            if (partial_.suit == suit) {
                points += 5;
            }
            points += static_cast<int>((partial_.jacks >> suit) & 1U);
            total_ += points;
            ++cases_;
        }
    }

    const std::uint8_t* table_;
    std::vector<Card> pool_;
    std::array<bool, deck_size> used_{};
    Partial partial_;
    int unknown_ = 2;
    long long total_ = 0;
    long long cases_ = 0;
};

// Two cards laid away: the crib is theirs plus an unordered pair {a, b} and a starter s from
// the pool. Fifteens, pairs and runs depend only on the ranks of a, b and s, so the sum runs
// over rank combinations, each weighted by how many pool cards make it and by how likely the
// opponent is to lay away that pair of ranks; the flush and his nobs are counted by suit, as if the
// opponent's cards were any of the pool alike (they add a few tenths of a point).
double average_crib_of_two(Card first, Card second, std::span<const Card> pool,
                           const LayAwayWeights& weights) {
    const auto p = static_cast<long long>(pool.size());
    if (p < 3) {
        return 0.0;
    }
    std::array<long long, 4> of_suit{};
    for (const Card card : pool) {
        ++of_suit[static_cast<std::size_t>(card.suit)];
    }
    double ranked = 0;
    double cases = 0;
    detail::for_each_crib_completion(first, second, pool, weights, std::nullopt,
                                     [&](int points, double weight) {
                                         ranked += weight * points;
                                         cases += weight;
                                     });
    long long suited = 0;
    // A flush: the two laid away share a suit, and so do a, b and the starter.
    if (first.suit == second.suit) {
        const long long m = of_suit[static_cast<std::size_t>(first.suit)];
        if (m >= 3) {
            suited += 5 * (m * (m - 1) / 2) * (m - 2);
        }
    }
    // His nobs: the crib holds the jack of the starter's suit.
    unsigned long long in_pool = 0;
    for (const Card card : pool) {
        in_pool |= card_bit(card);
    }
    const long long all_pairs = (p - 1) * (p - 2) / 2;
    for (const Card starter : pool) {
        const Card jack = Card::of(cards::jack, starter.suit);
        if (first == jack || second == jack) {
            suited += all_pairs; // every pair with this starter
        } else if (starter != jack && (in_pool & card_bit(jack))) {
            suited += p - 2; // the pairs that take the jack from the pool
        }
    }
    return (cases > 0 ? ranked / cases : 0.0) +
           static_cast<double>(suited) / static_cast<double>(p * all_pairs);
}

} // namespace

// Cards of the deck, each at most once: what the fast paths (table lookups, bit sets) need.
bool distinct_deck_cards(std::span<const Card> a, std::span<const Card> b = {}) {
    unsigned long long seen = 0;
    for (const auto part : {a, b}) {
        for (const Card card : part) {
            if (!in_deck(card) || (seen & card_bit(card))) {
                return false;
            }
            seen |= card_bit(card);
        }
    }
    return true;
}

double expected_crib(std::span<const Card> laid_away, std::span<const Card> pool) {
    return expected_crib(laid_away, pool, LayAwayWeights::uniform());
}

double expected_crib(std::span<const Card> laid_away, std::span<const Card> pool,
                     const LayAwayWeights& weights) {
    if (!distinct_deck_cards(laid_away, pool)) {
        return 0.0;
    }
    if (laid_away.size() == 2) {
        return average_crib_of_two(laid_away[0], laid_away[1], pool, weights);
    }
    if (laid_away.empty() || laid_away.size() > 4) {
        return 0.0;
    }
    return CribAverager(laid_away, pool).average();
}

std::vector<KeepChoice> rank_keeps(std::span<const Card> dealt, CribOwner crib) {
    std::vector<KeepChoice> choices;
    const std::size_t n = dealt.size();
    if (n < 4 || n > 6 || !distinct_deck_cards(dealt)) {
        return choices;
    }
    const std::vector<Card> pool = rest_of_deck(dealt);
    // The opponent lays away to the same crib: as the pone when it is ours, as the dealer when it
    // is its own.
    const LayAwayWeights& weights = opponent_lay_aways(crib == CribOwner::Opponents);
    // Every four of the dealt cards, in lexicographic order of their places in the deal.
    for (std::size_t a = 0; a < n; ++a) {
        for (std::size_t b = a + 1; b < n; ++b) {
            for (std::size_t c = b + 1; c < n; ++c) {
                for (std::size_t d = c + 1; d < n; ++d) {
                    KeepChoice choice;
                    for (std::size_t i = 0; i < n; ++i) {
                        const bool kept = i == a || i == b || i == c || i == d;
                        (kept ? choice.keep : choice.lay_away).push_back(dealt[i]);
                    }
                    choices.push_back(std::move(choice));
                }
            }
        }
    }
    for (KeepChoice& choice : choices) {
        const std::array<Card, 4> keep{choice.keep[0], choice.keep[1], choice.keep[2],
                                       choice.keep[3]};
        choice.hand = expected_hand(keep, pool);
        choice.points_now = cards_value(choice.keep).total;
        if (crib != CribOwner::Ignored && !choice.lay_away.empty()) {
            choice.crib = expected_crib(choice.lay_away, pool, weights);
        }
        choice.net =
            crib == CribOwner::Opponents ? choice.hand - choice.crib : choice.hand + choice.crib;
    }
    std::stable_sort(choices.begin(), choices.end(),
                     [](const KeepChoice& x, const KeepChoice& y) { return x.net > y.net; });
    return choices;
}

KeepChoice select_hand(std::span<const Card> dealt) {
    auto choices = rank_keeps(dealt, CribOwner::Ignored);
    return choices.empty() ? KeepChoice{} : choices.front();
}

} // namespace parlor::cribbage
