#include "cli/stats.hpp"

#include <doctest/doctest.h>
#include <nlohmann/json.hpp>

namespace stats_test {

using namespace parlor::cli;

TEST_CASE("the Wilson interval matches published values") {
    // Newcombe (1998) and the usual tables: 8 of 10 gives 0.490-0.943.
    Interval i = wilson_interval(8, 10);
    CHECK(i.low == doctest::Approx(0.4902).epsilon(1e-3));
    CHECK(i.high == doctest::Approx(0.9433).epsilon(1e-3));
    i = wilson_interval(50, 100);
    CHECK(i.low == doctest::Approx(0.40383).epsilon(1e-4));
    CHECK(i.high == doctest::Approx(0.59617).epsilon(1e-4));
    i = wilson_interval(0, 10);
    CHECK(i.low == 0.0);
    CHECK(i.high == doctest::Approx(0.27753).epsilon(1e-4));
    i = wilson_interval(10, 10);
    CHECK(i.low == doctest::Approx(0.72247).epsilon(1e-4));
    CHECK(i.high <= 1.0);
    CHECK(i.high == doctest::Approx(1.0));
    // A half-win from ties is allowed.
    i = wilson_interval(60.5, 100);
    CHECK(i.low == doctest::Approx(0.50701).epsilon(1e-4));
    CHECK(i.high == doctest::Approx(0.69522).epsilon(1e-4));
    i = wilson_interval(0, 0);
    CHECK(i.low == 0.0);
    CHECK(i.high == 1.0);
}

TEST_CASE("nearest-rank percentiles") {
    const std::vector<double> values{10, 1, 9, 2, 8, 3, 7, 4, 6, 5};
    CHECK(percentile(values, 50) == 5);
    CHECK(percentile(values, 95) == 10);
    CHECK(percentile(values, 90) == 9);
    CHECK(percentile(values, 0) == 1);
    CHECK(percentile(values, 100) == 10);
    CHECK(percentile({}, 50) == 0);
    CHECK(percentile({42}, 95) == 42);
}

TEST_CASE("a tally counts wins, ties as half, points and decision times") {
    SimulationTally tally;
    tally.add(GameRecord{Side::A, 100, 150, {1.0, 2.0}, 0});
    tally.add(GameRecord{Side::B, 200, 90, {3.0}, 1});
    tally.add(GameRecord{std::nullopt, 120, 120, {4.0, 5.0}, 0});
    tally.add(GameRecord{Side::A, 80, 100, {}, 0});
    const SimulationSummary s = tally.summary();
    CHECK(s.games == 4);
    CHECK(s.a_wins == 2);
    CHECK(s.b_wins == 1);
    CHECK(s.ties == 1);
    CHECK(s.a_win_rate == doctest::Approx(2.5 / 4));
    const Interval ci = wilson_interval(2.5, 4, z_95);
    CHECK(s.ci_low == doctest::Approx(ci.low));
    CHECK(s.ci_high == doctest::Approx(ci.high));
    CHECK(s.mean_points_a == doctest::Approx(125));
    CHECK(s.mean_points_b == doctest::Approx(115));
    CHECK(s.decision_ms_p50 == 3.0);
    CHECK(s.decision_ms_p95 == 5.0);
    CHECK(s.decision_ms_max == 5.0);
    CHECK(s.capped_rounds == 1);

    const nlohmann::json json = to_json(s);
    CHECK(json.size() == 13);
    CHECK(json.at("ties") == 1);
    CHECK(json.at("a_win_rate").get<double>() == doctest::Approx(0.625));
}

} // namespace stats_test
