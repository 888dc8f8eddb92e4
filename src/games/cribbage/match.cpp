#include "parlor/games/cribbage/match.hpp"
#include "parlor/engine/match.hpp"
#include "parlor/games/cribbage/game.hpp"

#include <cstdio>

namespace parlor::cribbage {

namespace {

using cards::derive_seed;

// Labels of the generators a game uses, so that none depends on another's use.
constexpr std::uint64_t cut_label = 0xC07;
constexpr std::uint64_t deal_label = 0xDEA1; // + deal number

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
    auto record = engine::game_record<GameRecord>(deal_seed);
    const engine::MatchSeats<Game> seats(human_seat, computer_seat);
    engine::Game<Game> game(new_game(options.target), deal_seed, computer_seat.name());
    seats.record_if_asked(game, options, options.target);
    // One chance stream per deal: the cut for the first deal (and that deal), then one per deal
    // for its shuffle and its starter.
    game.set_chance(Rng(derive_seed(deal_seed, cut_label)));
    const GameState& state = game.state();
    while (state.phase != Phase::GameOver && state.deal_number <= options.deal_cap) {
        const int seat = index(state.turn);
        if (state.phase == Phase::DealOver) {
            game.set_chance(Rng(derive_seed(
                deal_seed, deal_label + static_cast<std::uint64_t>(state.deal_number) + 1)));
        }
        // Only the lay-away and the play are decisions worth timing.
        const bool timed = state.phase == Phase::LayAway || state.phase == Phase::Play;
        add_sources(seats.decide(game, seat, record.decision_ms, timed), record);
    }
    record.deals = state.deal_number;
    record.scores = scores(state);
    record.winner = winner(state);
    if (record.winner) {
        record.skunk = skunk_of(state.player(other(*record.winner)).score, state.target);
    }
    return record;
}

MatchSummary play_match(const MatchSettings& settings,
                        const std::function<void(int, const GameRecord&)>& progress) {
    MatchSummary summary;
    long deals = 0;
    std::array<PointSources, 2> sources{}; // a then b, summed over the games
    summary.target = settings.options.target;
    cards::play_match(
        settings, summary, make_strategy, play_game,
        [&](const GameRecord& record, Seat seat_a) {
            if (record.winner && record.skunk != Skunk::None) {
                ++(*record.winner == seat_a ? summary.skunks_a : summary.skunks_b);
            }
            deals += record.deals;
            for (const Seat seat : {seat_a, other(seat_a)}) {
                const PointSources& game = record.sources[static_cast<std::size_t>(index(seat))];
                PointSources& sum = sources[seat == seat_a ? 0 : 1];
                sum.pegging += game.pegging;
                sum.hands += game.hands;
                sum.cribs += game.cribs;
                sum.heels += game.heels;
            }
        },
        progress);
    if (summary.games > 0) {
        const double n = summary.games;
        summary.mean_deals = static_cast<double>(deals) / n;
        const auto per_game = [n](const PointSources& sum) {
            return MeanSources{sum.pegging / n, sum.hands / n, sum.cribs / n, sum.heels / n};
        };
        summary.per_game_a = per_game(sources[0]);
        summary.per_game_b = per_game(sources[1]);
    }
    return summary;
}

std::string format_summary(const MatchSummary& s) {
    const auto sources = [](const MeanSources& p) {
        char line[160];
        std::snprintf(line, sizeof line, "pegging %.1f, hands %.1f, cribs %.1f, heels %.1f",
                      p.pegging, p.hands, p.cribs, p.heels);
        return std::string(line);
    };
    char buffer[1024];
    std::snprintf(buffer, sizeof buffer,
                  "%d games to %d, %s vs %s\n%s"
                  "skunks: %s %d, %s %d; %.1f deals per game\n"
                  "mean final score: %s %.1f, %s %.1f\n",
                  s.games, s.target, s.a.c_str(), s.b.c_str(),
                  cards::format_wins(s, "unfinished").c_str(), s.a.c_str(), s.skunks_a, s.b.c_str(),
                  s.skunks_b, s.mean_deals, s.a.c_str(), s.mean_points_a, s.b.c_str(),
                  s.mean_points_b);
    return std::string(buffer) + s.a + " points per game: " + sources(s.per_game_a) + "\n" + s.b +
           " points per game: " + sources(s.per_game_b) + "\n" + cards::format_decision_times(s);
}

} // namespace parlor::cribbage
