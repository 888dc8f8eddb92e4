// The meld solver on 13- and 14-card hands: the time of each hand, not only the average.
//
// Each benchmark holds a fixed set of random hands (seeded). Every iteration times every hand on
// its own with std::chrono; a hand's time is the fastest of its iterations (the least disturbed
// by the rest of the machine). The counters give the median, the 99th percentile and the
// maximum of those per-hand times in microseconds, and `max_raw_us` the slowest single timing.
//
//   build-*/bench/bench_melds --benchmark_counters_tabular=true

#include "parlor/cards/rng.hpp"
#include "parlor/games/fivecrowns/melds.hpp"

#include <benchmark/benchmark.h>

#include <algorithm>
#include <chrono>
#include <functional>
#include <limits>
#include <vector>

namespace {

using parlor::cards::Rng;
using namespace parlor::fivecrowns;

constexpr int hands_per_set = 2000;
constexpr int last_round_wild = 13; // 13 cards are dealt in round 11, where kings are wild

struct Hand {
    std::vector<Card> cards;
    int wild_rank = last_round_wild;
};

// Draws `size` cards: `wilds` of them wild, the rest from the naturals that `keep` accepts
// (as many as there are; wilds make up the rest).
std::vector<Card> draw(Rng& rng, int size, int wilds, int wild_rank,
                       const std::function<bool(Card)>& keep) {
    std::vector<Card> wild_pool;
    std::vector<Card> natural_pool;
    for (const Card c : full_deck()) {
        if (is_wild(c, wild_rank)) {
            wild_pool.push_back(c);
        } else if (keep(c)) {
            natural_pool.push_back(c);
        }
    }
    rng.shuffle(wild_pool);
    rng.shuffle(natural_pool);
    std::vector<Card> hand;
    for (std::size_t k = 0; k < natural_pool.size() && static_cast<int>(hand.size()) < size - wilds;
         ++k) {
        hand.push_back(natural_pool[k]);
    }
    for (std::size_t k = 0; static_cast<int>(hand.size()) < size; ++k) {
        hand.push_back(wild_pool[k]);
    }
    rng.shuffle(hand);
    return hand;
}

enum class Shape { Dealt, WildHeavy, OneSuit, Crowded };

Hand make_hand(Rng& rng, Shape shape, int size) {
    Hand hand;
    switch (shape) {
    case Shape::Dealt: { // as dealt in the last round (plus the drawn card for 14)
        auto deck = full_deck();
        rng.shuffle(deck);
        hand.cards.assign(deck.begin(), deck.begin() + size);
        break;
    }
    case Shape::WildHeavy: // five to nine wilds
        hand.cards = draw(rng, size, rng.between(5, 9), hand.wild_rank, [](Card) { return true; });
        break;
    case Shape::OneSuit: { // long runs to cut, up to three wilds
        const auto suit = static_cast<parlor::cards::Suit>(rng.below(5));
        hand.cards = draw(rng, size, rng.between(0, 3), hand.wild_rank,
                          [suit](Card c) { return c.suit == suit; });
        break;
    }
    case Shape::Crowded: { // two suits, five ranks: books and runs compete, up to four wilds
        hand.wild_rank = rng.between(3, 13);
        const int low = rng.between(3, 9);
        const auto a = static_cast<parlor::cards::Suit>(rng.below(5));
        const auto b = static_cast<parlor::cards::Suit>(rng.below(5));
        hand.cards = draw(rng, size, rng.between(0, 4), hand.wild_rank, [=](Card c) {
            return c.rank >= low && c.rank < low + 5 && (c.suit == a || c.suit == b);
        });
        break;
    }
    }
    return hand;
}

std::vector<Hand> make_hands(Shape shape, int size) {
    Rng rng(0x5eed0000u + static_cast<unsigned>(shape) * 100u + static_cast<unsigned>(size));
    std::vector<Hand> hands;
    for (int k = 0; k < hands_per_set; ++k) {
        hands.push_back(make_hand(rng, shape, size));
    }
    return hands;
}

template <class Solve> void time_each_hand(benchmark::State& state, Shape shape, Solve solve) {
    const auto hands = make_hands(shape, static_cast<int>(state.range(0)));
    std::vector<double> fastest(hands.size(), std::numeric_limits<double>::infinity());
    double slowest_raw = 0;
    for (auto _ : state) {
        for (std::size_t k = 0; k < hands.size(); ++k) {
            const auto start = std::chrono::steady_clock::now();
            auto result = solve(hands[k]);
            benchmark::DoNotOptimize(result);
            const auto stop = std::chrono::steady_clock::now();
            const double us = std::chrono::duration<double, std::micro>(stop - start).count();
            fastest[k] = std::min(fastest[k], us);
            slowest_raw = std::max(slowest_raw, us);
        }
    }
    std::sort(fastest.begin(), fastest.end());
    double sum = 0;
    for (const double us : fastest) {
        sum += us;
    }
    state.counters["hands"] = static_cast<double>(hands.size());
    state.counters["mean_us"] = sum / static_cast<double>(fastest.size());
    state.counters["median_us"] = fastest[fastest.size() / 2];
    state.counters["p99_us"] = fastest[fastest.size() * 99 / 100];
    state.counters["max_us"] = fastest.back();
    state.counters["max_raw_us"] = slowest_raw;
    state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(hands.size()));
}

void best_points_by_hand(benchmark::State& state, Shape shape) {
    time_each_hand(state, shape, [](const Hand& h) { return best_points(h.cards, h.wild_rank); });
}

void best_arrangement_by_hand(benchmark::State& state, Shape shape) {
    time_each_hand(state, shape,
                   [](const Hand& h) { return best_arrangement(h.cards, h.wild_rank).points; });
}

} // namespace

#define PARLOR_MELD_BENCH(function, shape)                                                         \
    BENCHMARK_CAPTURE(function, shape, Shape::shape)                                               \
        ->Arg(13)                                                                                  \
        ->Arg(14)                                                                                  \
        ->Iterations(5)                                                                            \
        ->Unit(benchmark::kMillisecond)

PARLOR_MELD_BENCH(best_points_by_hand, Dealt);
PARLOR_MELD_BENCH(best_points_by_hand, WildHeavy);
PARLOR_MELD_BENCH(best_points_by_hand, OneSuit);
PARLOR_MELD_BENCH(best_points_by_hand, Crowded);
PARLOR_MELD_BENCH(best_arrangement_by_hand, Dealt);
PARLOR_MELD_BENCH(best_arrangement_by_hand, WildHeavy);
PARLOR_MELD_BENCH(best_arrangement_by_hand, OneSuit);
PARLOR_MELD_BENCH(best_arrangement_by_hand, Crowded);

BENCHMARK_MAIN();
