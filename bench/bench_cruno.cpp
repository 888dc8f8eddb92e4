// Cruno speed: the expert's decisions at tables of 2, 4 and 10 players, in CPU time: the mean per
// decision, and the 50th and 95th percentiles and the slowest as counters. The positions are the
// expert's turns with a choice in seeded games against rule players.
// Run: build/bench/bench_cruno [--benchmark_filter=...]

#include "parlor/games/cruno/ai.hpp"

#include <benchmark/benchmark.h>

#include <algorithm>
#include <cmath>
#include <ctime>

using namespace parlor::cruno;

namespace {

// The expert's turns (with more than one move to weigh) of seeded games at a table of
// `players`: the expert in seat 0, rule players elsewhere.
std::vector<SeatView> expert_turns(int players, int wanted) {
    std::vector<SeatView> views;
    for (std::uint64_t seed = 0; static_cast<int>(views.size()) < wanted; ++seed) {
        Setup setup;
        for (int seat = 0; seat < players; ++seat) {
            setup.seats.push_back({"P" + std::to_string(seat), seat == 0 ? "expert" : "rule"});
        }
        Rng rng(seed);
        GameState state = new_game(setup, rng);
        auto expert = make_strategy("expert", seed);
        auto rule = make_strategy("rule", seed);
        while (state.phase == Phase::Play && static_cast<int>(views.size()) < wanted) {
            const SeatView view = view_for(state, state.turn);
            if (state.turn == 0 && legal_actions(view).size() > 2) {
                views.push_back(view);
            }
            apply(state, (state.turn == 0 ? expert : rule)->decide(view).action, rng);
        }
    }
    return views;
}

double cpu_ms() {
    timespec now{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return static_cast<double>(now.tv_sec) * 1e3 + static_cast<double>(now.tv_nsec) / 1e6;
}

double nearest_rank(std::vector<double> values, double p) {
    std::sort(values.begin(), values.end());
    const auto rank =
        static_cast<std::size_t>(std::ceil(p / 100 * static_cast<double>(values.size())));
    return values[std::max<std::size_t>(rank, 1) - 1];
}

void expert_decision(benchmark::State& state) {
    const std::vector<SeatView> views = expert_turns(static_cast<int>(state.range(0)), 60);
    std::vector<double> times;
    std::size_t next = 0;
    for (auto _ : state) {
        const SeatView& view = views[next++ % views.size()];
        auto expert = make_strategy("expert", next);
        const double start = cpu_ms();
        benchmark::DoNotOptimize(expert->decide(view));
        times.push_back(cpu_ms() - start);
    }
    state.counters["p50_ms"] = nearest_rank(times, 50);
    state.counters["p95_ms"] = nearest_rank(times, 95);
    state.counters["max_ms"] = *std::max_element(times.begin(), times.end());
}
BENCHMARK(expert_decision)->Arg(2)->Arg(4)->Arg(10)->Unit(benchmark::kMillisecond)->Iterations(240);

} // namespace

BENCHMARK_MAIN();
