// Cribbage speed: scoring one hand (itemised and fast), the whole score distribution, the
// expert's lay-away (expected hand and crib over every starter and opponent pair) and its
// look-ahead in the play. Run: build/bench/bench_cribbage [--benchmark_filter=...]

#include "parlor/games/cribbage/ai.hpp"
#include "parlor/games/cribbage/distribution.hpp"
#include "parlor/games/cribbage/scoring.hpp"
#include "parlor/games/cribbage/win_model.hpp"

#include <benchmark/benchmark.h>

#include <array>
#include <string>

using namespace parlor::cribbage;

namespace {

std::vector<Card> cards_of(const std::string& text) {
    std::string error;
    return parse_cards(text, error).value_or(std::vector<Card>{});
}

void hand_value_itemised(benchmark::State& state) {
    const std::vector<Card> hand = cards_of("5H 5S 5C JD");
    const Card starter = cards_of("5D").front();
    for (auto _ : state) {
        benchmark::DoNotOptimize(hand_value(hand, starter, false));
    }
}
BENCHMARK(hand_value_itemised);

void hand_points_fast(benchmark::State& state) {
    const std::vector<Card> hand = cards_of("7H 9S 8C 7C");
    const std::array<Card, 4> four{hand[0], hand[1], hand[2], hand[3]};
    const Card starter = cards_of("8H").front();
    for (auto _ : state) {
        benchmark::DoNotOptimize(hand_points(four, starter, false));
    }
}
BENCHMARK(hand_points_fast);

void distribution(benchmark::State& state) {
    const bool crib = state.range(0) != 0;
    for (auto _ : state) {
        benchmark::DoNotOptimize(score_distribution(crib));
    }
}
BENCHMARK(distribution)->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond);

void lay_away(benchmark::State& state) {
    const std::vector<Card> dealt = cards_of("5H 5S JD QC 9C KD");
    const CribOwner owner = state.range(0) != 0 ? CribOwner::Mine : CribOwner::Opponents;
    for (auto _ : state) {
        benchmark::DoNotOptimize(rank_keeps(dealt, owner));
    }
}
BENCHMARK(lay_away)->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond);

void select_hand_brief(benchmark::State& state) {
    const std::vector<Card> dealt = cards_of("5H 5S JD QC 9C KD");
    for (auto _ : state) {
        benchmark::DoNotOptimize(select_hand(dealt));
    }
}
BENCHMARK(select_hand_brief)->Unit(benchmark::kMicrosecond);

// The hardest play decision: the pone's lead with four cards each.
void first_lead(benchmark::State& state) {
    SeatView view;
    view.seat = Seat::Computer;
    view.turn = Seat::Computer;
    view.dealer = Seat::Human;
    view.phase = Phase::Play;
    view.hand = cards_of("4D 7S 8C KC");
    view.laid_away = cards_of("QH 2D");
    view.starter = cards_of("9H").front();
    view.opponent_hand_size = 4;
    for (auto _ : state) {
        benchmark::DoNotOptimize(rank_plays(view, 1));
    }
}
BENCHMARK(first_lead)->Unit(benchmark::kMillisecond);

// The expert's lay-away with the play played out (arg 0), and near the end of the game, by the
// chance to win (arg 1).
void expert_lay_away(benchmark::State& state) {
    SeatView view;
    view.seat = Seat::Computer;
    view.turn = Seat::Computer;
    view.dealer = Seat::Human;
    view.phase = Phase::LayAway;
    view.hand = cards_of("5H 5S JD QC 9C KD");
    view.scores = state.range(0) != 0 ? std::array<int, 2>{104, 112} : std::array<int, 2>{4, 12};
    for (auto _ : state) {
        benchmark::DoNotOptimize(rank_lay_aways(view));
    }
}
BENCHMARK(expert_lay_away)->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond);

// The pone's lead near the end: the look-ahead to the chance to win as well as the points.
void endgame_lead(benchmark::State& state) {
    SeatView view;
    view.seat = Seat::Computer;
    view.turn = Seat::Computer;
    view.dealer = Seat::Human;
    view.phase = Phase::Play;
    view.hand = cards_of("4D 7S 8C KC");
    view.laid_away = cards_of("QH 2D");
    view.starter = cards_of("9H").front();
    view.opponent_hand_size = 4;
    view.scores = {112, 109};
    for (auto _ : state) {
        benchmark::DoNotOptimize(rank_plays(view, 1));
    }
}
BENCHMARK(endgame_lead)->Unit(benchmark::kMillisecond);

// The win model's table, built anew (the program builds it once).
void win_model_table(benchmark::State& state) {
    const WinModel& shipped = WinModel::instance();
    for (auto _ : state) {
        benchmark::DoNotOptimize(WinModel(shipped.pegging(), shipped.pone_hand(),
                                          shipped.dealer_hand(), shipped.crib()));
    }
}
BENCHMARK(win_model_table)->Unit(benchmark::kMillisecond);

} // namespace

BENCHMARK_MAIN();
