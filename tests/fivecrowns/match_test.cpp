// Headless games: a small match completes, seeds reproduce games, swapped seats deal the same
// cards, the turn cap ends a stuck round, an illegal move is reported, and the statistics.

#include "parlor/games/fivecrowns/match.hpp"

#include <doctest/doctest.h>

#include <numeric>

using namespace parlor::fivecrowns;

namespace {

int sum_of(const std::array<int, 2>& totals) {
    return totals[0] + totals[1];
}

// A broken strategy: always throws a card it does not hold.
class Cheater final : public Strategy {
  public:
    std::string name() const override { return "cheater"; }
    Decision decide(const SeatView& view) override {
        if (view.phase == Phase::Draw) {
            return {DrawStock{}, {"I drew."}};
        }
        return {Discard{Card::of(2, Suit::Spades)}, {"I threw a card I do not have."}};
    }
};

} // namespace

TEST_CASE("a small match of expert against greedy completes without capped rounds") {
    MatchSettings settings;
    settings.a = "expert";
    settings.b = "greedy";
    settings.games = 6;
    settings.seed = 2024;
    int seen = 0;
    const MatchSummary summary = play_match(settings, [&](int done, const GameRecord& record) {
        ++seen;
        CHECK(done == seen);
        CHECK(record.rounds == round_count);
        CHECK(record.capped_rounds == 0);
        CHECK(record.turns > 0);
        // Every round someone went out (no round was capped).
        CHECK(record.went_out[0] + record.went_out[1] == round_count);
    });
    CHECK(seen == 6);
    CHECK(summary.games == 6);
    CHECK(summary.wins_a + summary.wins_b + summary.draws == 6);
    CHECK(summary.capped_rounds == 0);
    CHECK(summary.times_a.decisions > 0);
    CHECK(summary.times_a.p50_ms <= summary.times_a.p95_ms);
    CHECK(summary.times_a.p95_ms <= summary.times_a.max_ms);
    CHECK(summary.mean_points_a >= 0);
    CHECK(format_summary(summary).find("expert wins") != std::string::npos);
}

TEST_CASE("twenty greedy games complete, and greedy against itself is exactly even") {
    // Greedy ignores its seat and its seed, so the two games of a pair mirror each other: the
    // same deals with the seats swapped give the same totals, swapped.
    MatchSettings settings;
    settings.a = "greedy";
    settings.b = "greedy";
    settings.games = 20;
    settings.seed = 5;
    const MatchSummary summary = play_match(settings);
    CHECK(summary.games == 20);
    CHECK(summary.capped_rounds == 0);
    CHECK(summary.wins_a == summary.wins_b);
    CHECK(summary.mean_points_a == summary.mean_points_b);
}

TEST_CASE("a game is reproduced by its seed and mirrored by swapping the seats") {
    auto a1 = make_strategy("greedy", 1);
    auto b1 = make_strategy("random", 2);
    auto a2 = make_strategy("greedy", 1);
    auto b2 = make_strategy("random", 2);
    const GameRecord first = play_game(*a1, *b1, 99);
    const GameRecord again = play_game(*a2, *b2, 99);
    CHECK(first.scores == again.scores);
    CHECK(first.turns == again.turns);
    CHECK(first.winner == again.winner);

    auto g1 = make_strategy("greedy", 1);
    auto g2 = make_strategy("greedy", 1);
    const GameRecord straight = play_game(*g1, *g2, 1234);
    const GameRecord swapped = play_game(*g2, *g1, 1234);
    CHECK(straight.scores[0] == swapped.scores[0]);
    CHECK(straight.scores[1] == swapped.scores[1]);
    const GameRecord other_seed = play_game(*g1, *g2, 1235);
    CHECK(sum_of(other_seed.scores) != sum_of(straight.scores));
}

TEST_CASE("the turn cap ends a round that does not end, and says so") {
    auto a = make_strategy("random", 1);
    auto b = make_strategy("random", 2);
    MatchOptions options;
    options.turn_cap = 4;
    const GameRecord record = play_game(*a, *b, 7, options);
    CHECK(record.rounds == round_count);
    CHECK(record.capped_rounds > 0);
    CHECK(record.capped_rounds + record.went_out[0] + record.went_out[1] == round_count);
    CHECK(record.turns <= 4 * round_count + round_count);
}

TEST_CASE("an illegal move is reported, not played") {
    Cheater cheater;
    auto greedy = make_strategy("greedy", 1);
    CHECK_THROWS_AS(play_game(cheater, *greedy, 3), IllegalMove);
    CHECK_THROWS_AS(play_game(*greedy, cheater, 3), IllegalMove);
}

TEST_CASE("a match refuses unknown strategies and negative counts") {
    MatchSettings settings;
    settings.a = "oracle";
    CHECK_THROWS_AS(play_match(settings), std::invalid_argument);
    settings.a = "greedy";
    settings.games = -2;
    CHECK_THROWS_AS(play_match(settings), std::invalid_argument);
    settings.games = 0;
    CHECK(play_match(settings).games == 0);
}

TEST_CASE("the Wilson interval and the time percentiles") {
    const Interval sixty = wilson_interval(60, 100);
    CHECK(sixty.low == doctest::Approx(0.5020).epsilon(0.001));
    CHECK(sixty.high == doctest::Approx(0.6906).epsilon(0.001));
    const Interval none = wilson_interval(0, 20);
    CHECK(none.low == 0.0);
    CHECK(none.high == doctest::Approx(0.1611).epsilon(0.001));
    CHECK(wilson_interval(0, 0).high == 1.0);

    std::vector<double> times(100);
    std::iota(times.begin(), times.end(), 1.0); // 1 .. 100 ms
    const DecisionTimes t = summarize_times(times);
    CHECK(t.decisions == 100);
    CHECK(t.p50_ms == 50.0);
    CHECK(t.p95_ms == 95.0);
    CHECK(t.max_ms == 100.0);
    CHECK(t.mean_ms == doctest::Approx(50.5));
    CHECK(summarize_times({}).decisions == 0);
}
