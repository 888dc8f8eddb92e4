#pragma once
// What every game's match runner shares (the engine behind self-play measurements): the
// settings, the pairing of games (each deal played twice, the strategies swapping seats), the
// timing of decisions, the common statistics and their lines of text. A game supplies how to
// make a strategy, how to play one game, and what else it counts:
//
//     using MatchSettings = cards::MatchSettings<MatchOptions>;
//     struct MatchSummary : cards::MatchSummary { int capped_rounds = 0; };
//     cards::play_match(settings, summary, make_strategy, play_game, count_extras, progress);

#include "parlor/cards/match_stats.hpp"
#include "parlor/cards/seat.hpp"

#include <chrono>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <vector>

namespace parlor::cards {

// A strategy returned an action the rules refuse: always a bug in that strategy.
class IllegalMove : public std::logic_error {
  public:
    using std::logic_error::logic_error;
};

template <class Options> struct MatchSettings {
    std::string a = "expert"; // strategy names, as the game's make_strategy takes them
    std::string b = "greedy";
    int games = 2000; // rounded up to an even number: games come in pairs
    std::uint64_t seed = 1;
    Options options;
};

struct MatchSummary {
    std::string a, b;
    int games = 0;
    int wins_a = 0;
    int wins_b = 0;
    int draws = 0;            // games without a winner
    double win_rate_a = 0;    // wins_a / games (draws count as not won)
    Interval win_rate_a_95;   // Wilson score interval, 95%
    double mean_points_a = 0; // mean final score or total
    double mean_points_b = 0;
    DecisionTimes times_a;
    DecisionTimes times_b;
};

// The strategy's decision on `view`, timed with a steady clock; the time in milliseconds is
// added to `times` unless that is null.
template <class Strategy, class View>
auto timed_decision(Strategy& strategy, const View& view, std::vector<double>* times) {
    const auto start = std::chrono::steady_clock::now();
    auto decision = strategy.decide(view);
    const auto stop = std::chrono::steady_clock::now();
    if (times != nullptr) {
        times->push_back(std::chrono::duration<double, std::milli>(stop - start).count());
    }
    return decision;
}

// Plays settings.games games into `summary`: pair k uses one deal seed (derived from
// settings.seed and k) twice, first with A in the Human seat, then with the seats swapped. Each
// game gets fresh strategies, `make_strategy(name, seed)`, with seeds derived from settings.seed;
// `play_game(human_seat, computer_seat, deal_seed, settings.options)` returns a record with
// `scores` and `decision_ms` indexed by Seat and an optional `winner`. After each game
// `count(record, seat_a)` counts what the game adds to the summary, then `progress(games_done,
// record)` is called (unless it is an empty std::function). Throws std::invalid_argument for an
// unknown strategy name (a null strategy) or a negative count.
template <class Options, class MakeStrategy, class PlayGame, class Count, class Progress>
void play_match(const MatchSettings<Options>& settings, MatchSummary& summary,
                MakeStrategy&& make_strategy, PlayGame&& play_game, Count&& count,
                const Progress& progress) {
    if (settings.games < 0) {
        throw std::invalid_argument("the number of games cannot be negative");
    }
    for (const std::string& name : {settings.a, settings.b}) {
        if (!make_strategy(name, 0)) {
            throw std::invalid_argument("unknown strategy \"" + name + "\"");
        }
    }
    summary.a = settings.a;
    summary.b = settings.b;
    const int pairs = (settings.games + 1) / 2;
    std::vector<double> times_a;
    std::vector<double> times_b;
    long points_a = 0;
    long points_b = 0;
    for (int pair = 0; pair < pairs; ++pair) {
        const std::uint64_t deal_seed =
            derive_seed(settings.seed, static_cast<std::uint64_t>(pair));
        for (int swap = 0; swap < 2; ++swap) {
            const auto game = static_cast<std::uint64_t>(2 * pair + swap);
            auto a = make_strategy(settings.a, derive_seed(settings.seed ^ 0xA, game));
            auto b = make_strategy(settings.b, derive_seed(settings.seed ^ 0xB, game));
            const Seat seat_a = swap == 0 ? Seat::Human : Seat::Computer;
            const auto record = swap == 0 ? play_game(*a, *b, deal_seed, settings.options)
                                          : play_game(*b, *a, deal_seed, settings.options);
            const auto ia = static_cast<std::size_t>(index(seat_a));
            const auto ib = static_cast<std::size_t>(index(other(seat_a)));
            ++summary.games;
            if (!record.winner) {
                ++summary.draws;
            } else if (*record.winner == seat_a) {
                ++summary.wins_a;
            } else {
                ++summary.wins_b;
            }
            points_a += record.scores[ia];
            points_b += record.scores[ib];
            times_a.insert(times_a.end(), record.decision_ms[ia].begin(),
                           record.decision_ms[ia].end());
            times_b.insert(times_b.end(), record.decision_ms[ib].begin(),
                           record.decision_ms[ib].end());
            count(record, seat_a);
            if constexpr (std::is_constructible_v<bool, const Progress&>) {
                if (!progress) { // an empty std::function
                    continue;
                }
            }
            progress(summary.games, record);
        }
    }
    if (summary.games > 0) {
        const double n = summary.games;
        summary.win_rate_a = summary.wins_a / n;
        summary.mean_points_a = static_cast<double>(points_a) / n;
        summary.mean_points_b = static_cast<double>(points_b) / n;
    }
    summary.win_rate_a_95 = wilson_interval(summary.wins_a, summary.games);
    summary.times_a = summarize_times(std::move(times_a));
    summary.times_b = summarize_times(std::move(times_b));
}

// "expert wins 1200 (60.0%, 95% CI 57.8%-62.1%), greedy wins 790, draws 10\n"; `draws` names
// the games without a winner.
std::string format_wins(const MatchSummary& summary, const std::string& draws);

// "expert decision times: 4000 decisions, mean 1.20 ms, p50 ...\n" for A, then for B.
std::string format_decision_times(const MatchSummary& summary);

} // namespace parlor::cards
