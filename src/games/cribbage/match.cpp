#include "parlor/games/cribbage/match.hpp"

#include <chrono>
#include <cstdio>

namespace parlor::cribbage {

namespace {

using cards::derive_seed;

// Labels of the generators a game uses, so that none depends on another's use.
constexpr std::uint64_t cut_label = 0xC07;
constexpr std::uint64_t deal_label = 0xDEA1; // + deal number

IllegalMove illegal_move(const Strategy& by, const GameState& state, const Action& action,
                         const std::string& error) {
    return IllegalMove("the " + by.name() + " strategy made an illegal move in deal " +
                       std::to_string(state.deal_number) + " (" + describe(action) + "): " + error);
}

void add_sources(const Outcome& outcome, GameRecord& record) {
    for (const Event& event : outcome.events) {
        if (const auto* played = std::get_if<PlayedEvent>(&event)) {
            for (const ScoreItem& item : played->items) {
                record.sources[static_cast<std::size_t>(index(played->seat))].pegging +=
                    item.points;
            }
        } else if (const auto* points = std::get_if<PointsEvent>(&event)) {
            auto& sources = record.sources[static_cast<std::size_t>(index(points->seat))];
            (points->item.kind == ScoreKind::HisHeels ? sources.heels : sources.pegging) +=
                points->item.points;
        } else if (const auto* show = std::get_if<ShowEvent>(&event)) {
            auto& sources = record.sources[static_cast<std::size_t>(index(show->show.seat))];
            (show->show.crib ? sources.cribs : sources.hands) += show->show.score.total;
        }
    }
}

} // namespace

GameRecord play_game(Strategy& human_seat, Strategy& computer_seat, std::uint64_t deal_seed,
                     const MatchOptions& options) {
    GameRecord record;
    record.deal_seed = deal_seed;
    const std::array<Strategy*, 2> strategies{&human_seat, &computer_seat};
    GameState state = new_game();
    // One generator per deal: the cut for the first deal (and that deal), then one per deal
    // for its shuffle and its starter.
    Rng rng(derive_seed(deal_seed, cut_label));
    while (state.phase != Phase::GameOver && state.deal_number <= options.deal_cap) {
        const Seat seat = state.turn;
        Strategy& strategy = *strategies[static_cast<std::size_t>(index(seat))];
        const SeatView view = view_for(state, seat);
        const bool timed = state.phase == Phase::LayAway || state.phase == Phase::Play;
        const auto start = std::chrono::steady_clock::now();
        const Decision decision = strategy.decide(view);
        const auto stop = std::chrono::steady_clock::now();
        if (timed) {
            record.decision_ms[static_cast<std::size_t>(index(seat))].push_back(
                std::chrono::duration<double, std::milli>(stop - start).count());
        }
        if (state.phase == Phase::DealOver) {
            rng = Rng(derive_seed(deal_seed,
                                  deal_label + static_cast<std::uint64_t>(state.deal_number) + 1));
        }
        const Outcome outcome = apply(state, decision.action, rng);
        if (!outcome) {
            throw illegal_move(strategy, state, decision.action, outcome.error);
        }
        add_sources(outcome, record);
    }
    record.deals = state.deal_number;
    record.totals = scores(state);
    record.winner = winner(state);
    if (record.winner) {
        record.skunk = skunk_of(state.player(other(*record.winner)).score);
    }
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
    long deals = 0;
    std::array<long, 8> sources{}; // a then b: pegging, hands, cribs, heels
    for (int pair = 0; pair < pairs; ++pair) {
        const std::uint64_t deal_seed =
            derive_seed(settings.seed, static_cast<std::uint64_t>(pair));
        for (int swap = 0; swap < 2; ++swap) {
            const auto game = static_cast<std::uint64_t>(2 * pair + swap);
            auto a = make_strategy(settings.a, derive_seed(settings.seed ^ 0xA, game));
            auto b = make_strategy(settings.b, derive_seed(settings.seed ^ 0xB, game));
            const Seat seat_a = swap == 0 ? Seat::Human : Seat::Computer;
            const GameRecord record = swap == 0 ? play_game(*a, *b, deal_seed, settings.options)
                                                : play_game(*b, *a, deal_seed, settings.options);
            const auto ia = static_cast<std::size_t>(index(seat_a));
            const auto ib = static_cast<std::size_t>(index(other(seat_a)));
            ++summary.games;
            const bool skunk = record.skunk != Skunk::None;
            if (!record.winner) {
                ++summary.draws;
            } else if (*record.winner == seat_a) {
                ++summary.wins_a;
                summary.skunks_a += skunk ? 1 : 0;
            } else {
                ++summary.wins_b;
                summary.skunks_b += skunk ? 1 : 0;
            }
            points_a += record.totals[ia];
            points_b += record.totals[ib];
            deals += record.deals;
            for (std::size_t side = 0; side < 2; ++side) {
                const PointSources& s = record.sources[side == 0 ? ia : ib];
                sources[side * 4 + 0] += s.pegging;
                sources[side * 4 + 1] += s.hands;
                sources[side * 4 + 2] += s.cribs;
                sources[side * 4 + 3] += s.heels;
            }
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
        const double n = summary.games;
        summary.win_rate_a = summary.wins_a / n;
        summary.mean_points_a = static_cast<double>(points_a) / n;
        summary.mean_points_b = static_cast<double>(points_b) / n;
        summary.mean_deals = static_cast<double>(deals) / n;
        const auto per_game = [&](std::size_t side) {
            return MeanSources{static_cast<double>(sources[side * 4 + 0]) / n,
                               static_cast<double>(sources[side * 4 + 1]) / n,
                               static_cast<double>(sources[side * 4 + 2]) / n,
                               static_cast<double>(sources[side * 4 + 3]) / n};
        };
        summary.per_game_a = per_game(0);
        summary.per_game_b = per_game(1);
    }
    summary.win_rate_a_95 = wilson_interval(summary.wins_a, summary.games);
    summary.times_a = summarize_times(std::move(times_a));
    summary.times_b = summarize_times(std::move(times_b));
    return summary;
}

std::string format_summary(const MatchSummary& s) {
    const auto times = [](const DecisionTimes& t) {
        char line[256];
        std::snprintf(line, sizeof line,
                      "%ld decisions, mean %.2f ms, p50 %.2f ms, p95 %.2f ms, max %.2f ms",
                      t.decisions, t.mean_ms, t.p50_ms, t.p95_ms, t.max_ms);
        return std::string(line);
    };
    const auto sources = [](const MeanSources& p) {
        char line[160];
        std::snprintf(line, sizeof line, "pegging %.1f, hands %.1f, cribs %.1f, heels %.1f",
                      p.pegging, p.hands, p.cribs, p.heels);
        return std::string(line);
    };
    char buffer[1024];
    std::snprintf(buffer, sizeof buffer,
                  "%d games to 121, %s vs %s\n"
                  "%s wins %d (%.1f%%, 95%% CI %.1f%%-%.1f%%), %s wins %d, unfinished %d\n"
                  "skunks: %s %d, %s %d; %.1f deals per game\n"
                  "mean final score: %s %.1f, %s %.1f\n",
                  s.games, s.a.c_str(), s.b.c_str(), s.a.c_str(), s.wins_a, 100 * s.win_rate_a,
                  100 * s.win_rate_a_95.low, 100 * s.win_rate_a_95.high, s.b.c_str(), s.wins_b,
                  s.draws, s.a.c_str(), s.skunks_a, s.b.c_str(), s.skunks_b, s.mean_deals,
                  s.a.c_str(), s.mean_points_a, s.b.c_str(), s.mean_points_b);
    return std::string(buffer) + s.a + " points per game: " + sources(s.per_game_a) + "\n" + s.b +
           " points per game: " + sources(s.per_game_b) + "\n" + s.a +
           " decision times: " + times(s.times_a) + "\n" + s.b +
           " decision times: " + times(s.times_b) + "\n";
}

} // namespace parlor::cribbage
