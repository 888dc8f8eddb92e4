#pragma once
// What every game's self-play measurements share: seeds derived from one seed, the Wilson
// interval of a win rate, nearest-rank percentiles and a summary of decision times.

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

// The Wilson score interval of a proportion: `successes` out of `trials` (successes may be
// fractional: a tie counts half). z = 1.96 gives 95%. Trials = 0 gives [0, 1].
Interval wilson_interval(double successes, int trials, double z = 1.96);

// The nearest-rank percentile (p in 0-100) of the values: the smallest value with at least p%
// of the values at or below it. 0 for no values.
double percentile(std::vector<double> values, double p);

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
