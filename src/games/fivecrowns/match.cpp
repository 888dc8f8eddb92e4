#include "parlor/games/fivecrowns/match.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>

namespace parlor::fivecrowns {

namespace {

using cards::derive_seed;

// Labels of the generators a game uses, so that none depends on another's use.
constexpr std::uint64_t toss_label = 0x70557;
constexpr std::uint64_t deal_label = 0xDEA1;    // + round
constexpr std::uint64_t shuffle_label = 0x5AFF; // + round

// The turn cap: the round is scored as it stands, as if the last turn had just ended.
void end_capped_round(GameState& state) {
    RoundResult result;
    result.round = state.round;
    for (const Seat seat : {Seat::Human, Seat::Computer}) {
        result.arrangements[index(seat)] =
            best_arrangement(state.player(seat).hand, state.wild_rank());
        result.points[index(seat)] = result.arrangements[index(seat)].points;
        state.player(seat).score += result.points[index(seat)];
    }
    state.results.push_back(std::move(result));
    state.phase = state.round >= round_count ? Phase::GameOver : Phase::RoundOver;
}

void apply_or_throw(GameState& state, const Action& action, Rng& rng, const Strategy* by) {
    const Outcome outcome = apply(state, action, rng);
    if (!outcome) {
        const std::string who = by != nullptr ? "the " + by->name() + " strategy" : "the match";
        throw IllegalMove(who + " made an illegal move in round " + std::to_string(state.round) +
                          " (" + describe(action) + "): " + outcome.error);
    }
}

} // namespace

GameRecord play_game(Strategy& human_seat, Strategy& computer_seat, std::uint64_t deal_seed,
                     const MatchOptions& options) {
    GameRecord record;
    record.deal_seed = deal_seed;
    std::array<Strategy*, 2> strategies{&human_seat, &computer_seat};

    Rng first_deal(derive_seed(deal_seed, deal_label + 1));
    GameState state = new_game(first_deal);
    Rng toss(derive_seed(deal_seed, toss_label));
    const bool call_heads = toss.coin();
    apply_or_throw(state, CallToss{call_heads}, toss, nullptr);

    Rng shuffles(derive_seed(deal_seed, shuffle_label + 1));
    while (state.phase != Phase::GameOver) {
        if (state.phase == Phase::RoundOver) {
            Rng deal(
                derive_seed(deal_seed, deal_label + static_cast<std::uint64_t>(state.round) + 1));
            apply_or_throw(state, NextRound{}, deal, nullptr);
            shuffles = Rng(
                derive_seed(deal_seed, shuffle_label + static_cast<std::uint64_t>(state.round)));
            continue;
        }
        if (state.phase == Phase::Draw && state.turns_this_round >= options.turn_cap) {
            ++record.capped_rounds;
            end_capped_round(state);
            continue;
        }
        const Seat seat = state.turn;
        Strategy& strategy = *strategies[static_cast<std::size_t>(index(seat))];
        const SeatView view = view_for(state, seat);
        const auto start = std::chrono::steady_clock::now();
        const Decision decision = strategy.decide(view);
        const auto stop = std::chrono::steady_clock::now();
        record.decision_ms[static_cast<std::size_t>(index(seat))].push_back(
            std::chrono::duration<double, std::milli>(stop - start).count());

        const bool before_discard = state.phase == Phase::Discard;
        apply_or_throw(state, decision.action, shuffles, &strategy);
        if (before_discard) {
            ++record.turns;
        }
    }
    record.rounds = static_cast<int>(state.results.size());
    for (const RoundResult& result : state.results) {
        record.round_points.push_back(result.points);
        if (result.went_out) {
            ++record.went_out[static_cast<std::size_t>(index(*result.went_out))];
        }
    }
    record.totals = totals(state);
    record.winner = winner(state);
    return record;
}

MatchSummary play_match(const MatchSettings& settings,
                        const std::function<void(int, const GameRecord&)>& progress) {
    if (settings.games < 0) {
        throw std::invalid_argument("the number of games cannot be negative");
    }
    for (const std::string& name : {settings.a, settings.b}) {
        if (!make_strategy(name, 0)) {
            throw std::invalid_argument("unknown strategy \"" + name + "\"");
        }
    }
    MatchSummary summary;
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
            const std::uint64_t game = static_cast<std::uint64_t>(2 * pair + swap);
            auto a = make_strategy(settings.a, derive_seed(settings.seed ^ 0xA, game));
            auto b = make_strategy(settings.b, derive_seed(settings.seed ^ 0xB, game));
            const Seat seat_a = swap == 0 ? Seat::Human : Seat::Computer;
            const GameRecord record = swap == 0 ? play_game(*a, *b, deal_seed, settings.options)
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
            points_a += record.totals[ia];
            points_b += record.totals[ib];
            summary.capped_rounds += record.capped_rounds;
            times_a.insert(times_a.end(), record.decision_ms[ia].begin(),
                           record.decision_ms[ia].end());
            times_b.insert(times_b.end(), record.decision_ms[ib].begin(),
                           record.decision_ms[ib].end());
            if (progress) {
                progress(summary.games, record);
            }
        }
    }
    if (summary.games > 0) {
        summary.win_rate_a = static_cast<double>(summary.wins_a) / summary.games;
        summary.mean_points_a = static_cast<double>(points_a) / summary.games;
        summary.mean_points_b = static_cast<double>(points_b) / summary.games;
    }
    summary.win_rate_a_95 = wilson_interval(summary.wins_a, summary.games);
    summary.times_a = summarize_times(std::move(times_a));
    summary.times_b = summarize_times(std::move(times_b));
    return summary;
}

std::string format_summary(const MatchSummary& s) {
    char buffer[1024];
    const auto times = [](const DecisionTimes& t) {
        char line[256];
        std::snprintf(line, sizeof line,
                      "%ld decisions, mean %.2f ms, p50 %.2f ms, p95 %.2f ms, max %.2f ms",
                      t.decisions, t.mean_ms, t.p50_ms, t.p95_ms, t.max_ms);
        return std::string(line);
    };
    std::snprintf(buffer, sizeof buffer,
                  "%d games, %s vs %s\n"
                  "%s wins %d (%.1f%%, 95%% CI %.1f%%-%.1f%%), %s wins %d, draws %d\n"
                  "mean points per game: %s %.1f, %s %.1f\n"
                  "capped rounds: %d\n",
                  s.games, s.a.c_str(), s.b.c_str(), s.a.c_str(), s.wins_a, 100 * s.win_rate_a,
                  100 * s.win_rate_a_95.low, 100 * s.win_rate_a_95.high, s.b.c_str(), s.wins_b,
                  s.draws, s.a.c_str(), s.mean_points_a, s.b.c_str(), s.mean_points_b,
                  s.capped_rounds);
    return std::string(buffer) + s.a + " decision times: " + times(s.times_a) + "\n" + s.b +
           " decision times: " + times(s.times_b) + "\n";
}

} // namespace parlor::fivecrowns
