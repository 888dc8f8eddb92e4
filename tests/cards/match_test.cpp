// The shared match runner on a toy game whose result depends only on the strategies: what it
// counts for A and B must follow the strategies through the seat swaps.

#include "parlor/cards/match.hpp"

#include <doctest/doctest.h>

#include <array>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

using namespace parlor::cards;

namespace {

struct ToyStrategy {
    std::string name;
    int strength = 0;
};

struct ToyOptions {
    int bonus = 0;
};

struct ToyRecord {
    std::uint64_t deal_seed = 0;
    std::array<int, 2> scores{}; // indexed by Seat
    std::optional<Seat> winner;
    std::array<std::vector<double>, 2> decision_ms;
};

std::unique_ptr<ToyStrategy> make_toy(const std::string& name, std::uint64_t) {
    if (name == "strong") {
        return std::make_unique<ToyStrategy>(ToyStrategy{name, 3});
    }
    if (name == "weak") {
        return std::make_unique<ToyStrategy>(ToyStrategy{name, 1});
    }
    return nullptr;
}

// The stronger strategy wins and scores its strength; the human seat takes one decision, the
// computer seat two, so the times show who sat where.
ToyRecord play_toy(ToyStrategy& human, ToyStrategy& computer, std::uint64_t deal_seed,
                   const ToyOptions& options) {
    ToyRecord record;
    record.deal_seed = deal_seed;
    record.scores = {human.strength + options.bonus, computer.strength + options.bonus};
    if (human.strength != computer.strength) {
        record.winner = human.strength > computer.strength ? Seat::Human : Seat::Computer;
    }
    record.decision_ms = {std::vector<double>{1.0}, std::vector<double>{2.0, 2.0}};
    return record;
}

} // namespace

TEST_CASE("the match runner pairs deals, swaps seats and counts for the strategies") {
    MatchSettings<ToyOptions> settings;
    settings.a = "strong";
    settings.b = "weak";
    settings.games = 5; // rounded up to 6
    settings.seed = 9;
    settings.options.bonus = 10;
    MatchSummary summary;
    std::vector<Seat> seats_of_a;
    std::vector<std::uint64_t> deal_seeds;
    int progress_calls = 0;
    play_match(
        settings, summary, make_toy, play_toy,
        [&](const ToyRecord& record, Seat seat_a) {
            seats_of_a.push_back(seat_a);
            deal_seeds.push_back(record.deal_seed);
        },
        [&](int done, const ToyRecord&) { progress_calls = done; });

    CHECK(summary.games == 6);
    CHECK(progress_calls == 6);
    CHECK(seats_of_a == std::vector<Seat>{Seat::Human, Seat::Computer, Seat::Human, Seat::Computer,
                                          Seat::Human, Seat::Computer});
    // Each deal twice, one deal per pair.
    REQUIRE(deal_seeds.size() == 6);
    CHECK(deal_seeds[0] == deal_seeds[1]);
    CHECK(deal_seeds[2] == deal_seeds[3]);
    CHECK(deal_seeds[0] != deal_seeds[2]);
    // The strong strategy wins from either seat.
    CHECK(summary.wins_a == 6);
    CHECK(summary.wins_b == 0);
    CHECK(summary.draws == 0);
    CHECK(summary.win_rate_a == 1.0);
    CHECK(summary.mean_points_a == 13.0);
    CHECK(summary.mean_points_b == 11.0);
    // Half the time in each seat: 3 games x 1 decision + 3 games x 2 decisions.
    CHECK(summary.times_a.decisions == 9);
    CHECK(summary.times_b.decisions == 9);
    CHECK(format_wins(summary, "draws") ==
          "strong wins 6 (100.0%, 95% CI 61.0%-100.0%), weak wins 0, draws 0\n");
    CHECK(format_decision_times(summary).find("weak decision times: 9 decisions") !=
          std::string::npos);
}

TEST_CASE("the match runner counts draws and refuses bad settings") {
    MatchSettings<ToyOptions> settings;
    settings.a = "weak";
    settings.b = "weak";
    settings.games = 2;
    MatchSummary summary;
    const auto nothing = [](const ToyRecord&, Seat) {};
    const std::function<void(int, const ToyRecord&)> no_progress;
    play_match(settings, summary, make_toy, play_toy, nothing, no_progress);
    CHECK(summary.draws == 2);
    CHECK(summary.win_rate_a == 0.0);

    settings.b = "nobody";
    MatchSummary unknown;
    CHECK_THROWS_AS(play_match(settings, unknown, make_toy, play_toy, nothing, no_progress),
                    std::invalid_argument);
    settings.b = "weak";
    settings.games = -2;
    CHECK_THROWS_AS(play_match(settings, unknown, make_toy, play_toy, nothing, no_progress),
                    std::invalid_argument);
}

TEST_CASE("a timed decision records its time only when asked") {
    struct Fixed {
        int decide(int view) { return view * 2; }
    } strategy;
    std::vector<double> times;
    CHECK(timed_decision(strategy, 4, &times) == 8);
    REQUIRE(times.size() == 1);
    CHECK(times[0] >= 0.0);
    CHECK(timed_decision(strategy, 5, nullptr) == 10);
    CHECK(times.size() == 1);
}

TEST_CASE("percentiles and the Wilson interval with half wins") {
    const std::vector<double> values{10, 1, 9, 2, 8, 3, 7, 4, 6, 5};
    CHECK(percentile(values, 50) == 5);
    CHECK(percentile(values, 95) == 10);
    CHECK(percentile({}, 50) == 0);
    const Interval half = wilson_interval(60.5, 100, 1.959963984540054);
    CHECK(half.low == doctest::Approx(0.50701).epsilon(1e-4));
    CHECK(half.high == doctest::Approx(0.69522).epsilon(1e-4));
    const DecisionTimes times = summarize_times({4.0, 1.0, 3.0, 2.0});
    CHECK(times.decisions == 4);
    CHECK(times.mean_ms == 2.5);
    CHECK(times.p50_ms == 2.0);
    CHECK(times.max_ms == 4.0);
}
