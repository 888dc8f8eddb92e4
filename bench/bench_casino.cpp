// Casino speed: the capture enumeration on a crowded table, and the expert's decision (CPU time,
// whatever else the machine runs) at the start of a deal (16 sampled positions searched), late
// in a deal, and in the last deal (one exact search to the end of the round). Positions come
// from seeded games of the greedy strategy. Run: build/bench/bench_casino [--benchmark_filter=...]

#include "parlor/games/casino/ai.hpp"
#include "parlor/games/casino/captures.hpp"

#include <benchmark/benchmark.h>

#include <string>
#include <vector>

using namespace parlor::casino;

namespace {

// Positions where the seat to move holds `held` cards, from games played by greedy.
std::vector<SeatView> positions(bool last_deal, std::size_t held) {
    std::vector<SeatView> views;
    const auto greedy = make_strategy("greedy", 1);
    for (std::uint64_t seed = 1; views.size() < 40 && seed < 400; ++seed) {
        GameState state = new_game();
        Rng rng(seed);
        apply(state, CallCoin{Coin::Heads}, rng);
        while (state.phase == Phase::Play) {
            const SeatView view = view_for(state, state.turn);
            if (view.hand.size() == held && (view.deck_size == 0) == last_deal) {
                views.push_back(view);
                break;
            }
            apply(state, greedy->decide(view).action, rng);
        }
    }
    return views;
}

void expert_decision(benchmark::State& state, bool last_deal, std::size_t held) {
    const std::vector<SeatView> views = positions(last_deal, held);
    std::uint64_t decisions = 0;
    for (auto _ : state) {
        const SeatView& view = views[decisions % views.size()];
        benchmark::DoNotOptimize(rank_moves(view, ++decisions));
    }
}
BENCHMARK_CAPTURE(expert_decision, deal_start, false, 4)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(expert_decision, late_in_deal, false, 2)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(expert_decision, last_deal_exact, true, 4)->Unit(benchmark::kMillisecond);

void captures_crowded(benchmark::State& state) {
    std::string error;
    const auto text = parse_table("[ [C6 S3] [S9] ] SA HA D2 C3 H4 S5 D6 H7 C8 DX CJ", error);
    Table table;
    for (const auto& parts : text->builds) {
        table.builds.push_back(TableBuild{parts, Seat::Human});
    }
    table.loose = text->loose;
    for (auto _ : state) {
        benchmark::DoNotOptimize(capture_choices(Card::of(9, Suit::Hearts), table));
    }
}
BENCHMARK(captures_crowded);

} // namespace

BENCHMARK_MAIN();
