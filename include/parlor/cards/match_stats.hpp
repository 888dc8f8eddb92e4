#pragma once
// What every game's self-play measurements share: seeds derived from one seed, the Wilson
// interval of a win rate, and a summary of decision times.

#include <cstdint>
#include <vector>

namespace parlor::cards {

// An independent seed from a seed and a label (SplitMix64 mixing), so the generators of a game
// (the cut, each deal, each strategy) do not depend on one another's use.
std::uint64_t derive_seed(std::uint64_t seed, std::uint64_t label);

struct Interval {
    double low = 0;
    double high = 0;
};

// The Wilson score interval of a proportion (z = 1.96 for 95%).
Interval wilson_interval(int successes, int trials, double z = 1.96);

struct DecisionTimes {
    long decisions = 0;
    double mean_ms = 0;
    double p50_ms = 0;
    double p95_ms = 0;
    double max_ms = 0;
};

// Mean, nearest-rank percentiles and maximum of a list of decision times.
DecisionTimes summarize_times(std::vector<double> times_ms);

} // namespace parlor::cards
