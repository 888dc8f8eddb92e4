// Comparing moves over shared samples (cards/paired_samples.hpp), checked against sums written out.

#include "parlor/cards/paired_samples.hpp"

#include <doctest/doctest.h>

#include <cmath>
#include <vector>

using namespace parlor::cards;

TEST_CASE("mean and standard error of the mean") {
    const std::vector<double> values{1, 2, 3, 4};
    CHECK(mean_of(values) == doctest::Approx(2.5));
    // sample variance 5/3, so the standard error is sqrt(5/3/4)
    CHECK(standard_error(values) == doctest::Approx(std::sqrt(5.0 / 12.0)));
    CHECK(standard_error(std::vector<double>{7}) == 0);
}

TEST_CASE("a small lead that holds on every shared sample is clear") {
    // The deals vary a lot, but A beats B by 0.1 on every one of them: common random numbers.
    const std::vector<std::vector<double>> values{{10.1, -5.0, 3.2, 20.0}, {10.0, -5.1, 3.0, 19.9}};
    const PairedComparison c = compare_paired(values);
    CHECK(c.best == 0);
    CHECK(c.lead == doctest::Approx(0.125));
    CHECK(c.clear);
    CHECK(c.within_noise == std::vector<std::size_t>{0});
}

TEST_CASE("a lead that flips from sample to sample is a close call") {
    const std::vector<std::vector<double>> values{{1, 0, 1, 0}, {0, 1, 0, 1.5}, {-5, -5, -5, -5}};
    const PairedComparison c = compare_paired(values);
    CHECK(c.best == 1);
    CHECK_FALSE(c.clear);
    CHECK(c.within_noise == std::vector<std::size_t>{0, 1});
    CHECK(c.spread > c.lead / 2);
}

TEST_CASE("equal moves are a close call, one move is clear") {
    CHECK_FALSE(compare_paired(std::vector<std::vector<double>>{{1, 1}, {1, 1}}).clear);
    const PairedComparison one = compare_paired(std::vector<std::vector<double>>{{3, 4}});
    CHECK(one.clear);
    CHECK(one.lead == 0);
}
