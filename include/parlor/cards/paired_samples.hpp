#pragma once
// Comparing moves valued over the same samples (common random numbers): every candidate is
// played on the same guessed deals, so the noise of the deals cancels in their differences and
// the lead of the best is judged by the spread of those differences, not of the values.

#include <cstddef>
#include <span>
#include <vector>

namespace parlor::cards {

struct PairedComparison {
    std::size_t best = 0; // the candidate with the highest mean
    double lead = 0;      // its mean lead over the runner-up (0 with one candidate)
    double spread = 0;    // the standard error of the per-sample differences behind `lead`
    bool clear = true;    // lead > z * spread (always with one candidate or no spread)
    // The candidates whose mean is within z standard errors of the best (the best included),
    // in the order given: a close call is a choice among these.
    std::vector<std::size_t> within_noise;
};

// values[c][s]: candidate c's value on sample s; every candidate has the same number of samples
// (at least one). `z` is how many standard errors make a lead clear.
PairedComparison compare_paired(std::span<const std::vector<double>> values, double z = 2.0);

// The mean and the standard error of the mean of `values` (0 for fewer than two).
double mean_of(std::span<const double> values);
double standard_error(std::span<const double> values);

// The standard error of a's lead over b, sample by sample (a and b valued on the same samples,
// in the same order).
double paired_error(std::span<const double> a, std::span<const double> b);

} // namespace parlor::cards
