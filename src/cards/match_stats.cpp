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

Interval wilson_interval(double successes, int trials, double z) {
    if (trials <= 0) {
        return {0, 1};
    }
    const double n = trials;
    const double p = successes / n;
    const double z2 = z * z;
    const double denominator = 1 + z2 / n;
    const double centre = (p + z2 / (2 * n)) / denominator;
    const double half = z / denominator * std::sqrt(p * (1 - p) / n + z2 / (4 * n * n));
    return {std::max(0.0, centre - half), std::min(1.0, centre + half)};
}

double percentile(std::vector<double> values, double p) {
    if (values.empty()) {
        return 0;
    }
    const auto n = values.size();
    auto rank = static_cast<std::size_t>(std::ceil(p / 100.0 * static_cast<double>(n)));
    rank = std::clamp<std::size_t>(rank, 1, n);
    auto nth = values.begin() + static_cast<std::ptrdiff_t>(rank - 1);
    std::nth_element(values.begin(), nth, values.end());
    return *nth;
}

DecisionTimes summarize_times(std::vector<double> times_ms) {
    DecisionTimes times;
    times.decisions = static_cast<long>(times_ms.size());
    if (times_ms.empty()) {
        return times;
    }
    times.mean_ms = std::accumulate(times_ms.begin(), times_ms.end(), 0.0) /
                    static_cast<double>(times_ms.size());
    times.p50_ms = percentile(times_ms, 50);
    times.p95_ms = percentile(times_ms, 95);
    times.max_ms = *std::max_element(times_ms.begin(), times_ms.end());
    return times;
}

} // namespace parlor::cards
