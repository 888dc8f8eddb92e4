#include "parlor/cards/paired_samples.hpp"

#include <cmath>

namespace parlor::cards {

double mean_of(std::span<const double> values) {
    if (values.empty()) {
        return 0;
    }
    double sum = 0;
    for (const double value : values) {
        sum += value;
    }
    return sum / static_cast<double>(values.size());
}

double standard_error(std::span<const double> values) {
    if (values.size() < 2) {
        return 0;
    }
    const double mean = mean_of(values);
    double squares = 0;
    for (const double value : values) {
        squares += (value - mean) * (value - mean);
    }
    const auto n = static_cast<double>(values.size());
    return std::sqrt(squares / (n - 1) / n);
}

double paired_error(std::span<const double> a, std::span<const double> b) {
    std::vector<double> differences(a.size());
    for (std::size_t s = 0; s < a.size(); ++s) {
        differences[s] = a[s] - b[s];
    }
    return standard_error(differences);
}

PairedComparison compare_paired(std::span<const std::vector<double>> values, double z) {
    PairedComparison result;
    if (values.empty()) {
        return result;
    }
    std::vector<double> means;
    for (const std::vector<double>& samples : values) {
        means.push_back(mean_of(samples));
    }
    for (std::size_t c = 1; c < values.size(); ++c) {
        if (means[c] > means[result.best]) {
            result.best = c;
        }
    }
    bool have_runner_up = false;
    std::size_t runner_up = 0;
    for (std::size_t c = 0; c < values.size(); ++c) {
        if (c == result.best) {
            result.within_noise.push_back(c);
            continue;
        }
        if (!have_runner_up || means[c] > means[runner_up]) {
            runner_up = c;
            have_runner_up = true;
        }
        const double lead = means[result.best] - means[c];
        if (lead <= z * paired_error(values[result.best], values[c])) {
            result.within_noise.push_back(c);
        }
    }
    if (have_runner_up) {
        result.lead = means[result.best] - means[runner_up];
        result.spread = paired_error(values[result.best], values[runner_up]);
        result.clear = result.within_noise.size() == 1;
    }
    return result;
}

} // namespace parlor::cards
