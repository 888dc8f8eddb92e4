#include "parlor/cards/match_stats.hpp"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace parlor::cards {

namespace {

std::uint64_t mix(std::uint64_t x) {
    x += 0x9E3779B97F4A7C15ULL;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ULL;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBULL;
    return x ^ (x >> 31);
}

} // namespace

std::uint64_t derive_seed(std::uint64_t seed, std::uint64_t label) {
    return mix(mix(seed) ^ label);
}

Interval wilson_interval(int successes, int trials, double z) {
    if (trials <= 0) {
        return {0, 1};
    }
    const double n = trials;
    const double p = successes / n;
    const double z2 = z * z;
    const double centre = (p + z2 / (2 * n)) / (1 + z2 / n);
    const double spread = z * std::sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / (1 + z2 / n);
    return {std::max(0.0, centre - spread), std::min(1.0, centre + spread)};
}

DecisionTimes summarize_times(std::vector<double> times_ms) {
    DecisionTimes times;
    times.decisions = static_cast<long>(times_ms.size());
    if (times_ms.empty()) {
        return times;
    }
    std::sort(times_ms.begin(), times_ms.end());
    const auto at = [&](double q) {
        const auto rank =
            static_cast<std::size_t>(std::ceil(q * static_cast<double>(times_ms.size())));
        return times_ms[std::min(times_ms.size() - 1, rank == 0 ? 0 : rank - 1)];
    };
    times.mean_ms = std::accumulate(times_ms.begin(), times_ms.end(), 0.0) /
                    static_cast<double>(times_ms.size());
    times.p50_ms = at(0.50);
    times.p95_ms = at(0.95);
    times.max_ms = times_ms.back();
    return times;
}

} // namespace parlor::cards
