#include "parlor/games/fivecrowns/match.hpp"
#include "parlor/engine/match.hpp"
#include "parlor/games/fivecrowns/game.hpp"

#include <cstdio>
#include <stdexcept>
#include <string>

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
    const auto seats = static_cast<std::size_t>(state.seat_count());
    result.points.assign(seats, 0);
    result.arrangements.assign(seats, Arrangement{});
    for (std::size_t i = 0; i < seats; ++i) {
        Player& player = state.players[i];
        result.arrangements[i] = best_arrangement(player.hand, state.wild_rank());
        result.points[i] = result.arrangements[i].points;
        player.score += result.points[i];
    }
    state.results.push_back(std::move(result));
    state.phase = state.round >= round_count ? Phase::GameOver : Phase::RoundOver;
}

// A game from round 1's deal to its end, on the chance streams every game of `deal_seed` uses
// (the coin of the toss where there is one, each round's deal and shuffles): `decide(seat)` makes
// each decision, and a round that reaches the turn cap is scored outside the rules (the record
// stops there, as played, without the lines the rules would not take: a replay finds the game
// unfinished). Counts the capped rounds and the completed turns.
template <class Decide>
void play_to_end(engine::Game<Game>& game, std::uint64_t deal_seed, const MatchOptions& options,
                 int& capped_rounds, int& turns, Decide&& decide) {
    const GameState& state = game.state();
    if (state.phase == Phase::CoinToss) {
        // The toss has a chance stream of its own; each round one for its shuffles, and its deal
        // one.
        Rng toss(derive_seed(deal_seed, toss_label));
        const bool call_heads = toss.coin();
        game.set_chance(toss);
        engine::play_or_throw(game, CallToss{call_heads}, nullptr);
    }
    game.set_chance(Rng(derive_seed(deal_seed, shuffle_label + 1)));
    while (state.phase != Phase::GameOver) {
        if (state.phase == Phase::RoundOver) {
            game.set_chance(Rng(
                derive_seed(deal_seed, deal_label + static_cast<std::uint64_t>(state.round) + 1)));
            engine::play_or_throw(game, NextRound{}, nullptr);
            game.set_chance(Rng(
                derive_seed(deal_seed, shuffle_label + static_cast<std::uint64_t>(state.round))));
            continue;
        }
        if (state.phase == Phase::Draw && state.turns_this_round >= options.turn_cap) {
            ++capped_rounds;
            game.change_outside_rules(end_capped_round);
            continue;
        }
        const bool before_discard = state.phase == Phase::Discard;
        decide(index(state.turn));
        if (before_discard) {
            ++turns;
        }
    }
}

} // namespace

GameRecord play_game(Strategy& human_seat, Strategy& computer_seat, std::uint64_t deal_seed,
                     const MatchOptions& options) {
    auto record = engine::game_record<GameRecord>(deal_seed);
    const engine::MatchSeats<Game> seats(human_seat, computer_seat);

    // Round 1's deck drawn as new_game(rng) draws it, kept for the record.
    Rng first_deal(derive_seed(deal_seed, deal_label + 1));
    std::vector<Card> deck = full_deck();
    first_deal.shuffle(deck);
    engine::Game<Game> game(new_game(deck), deal_seed, computer_seat.name());
    seats.record_if_asked(game, options, deck);
    play_to_end(game, deal_seed, options, record.capped_rounds, record.turns,
                [&](int seat) { seats.decide(game, seat, record.decision_ms); });
    const GameState& state = game.state();
    record.rounds = static_cast<int>(state.results.size());
    for (const RoundResult& result : state.results) {
        record.round_points.push_back({result.points[0], result.points[1]});
        if (result.went_out) {
            ++record.went_out[static_cast<std::size_t>(index(*result.went_out))];
        }
    }
    record.scores = scores(state);
    record.winner = winner(state);
    return record;
}

TableRecord play_table(const std::vector<Strategy*>& strategies, std::uint64_t deal_seed,
                       const MatchOptions& options) {
    const int seats = static_cast<int>(strategies.size());
    if (seats < min_seats || seats > max_seats) {
        throw std::invalid_argument("Five Crowns is played by 2 to 7 players, not " +
                                    std::to_string(seats));
    }
    TableRecord record;
    record.deal_seed = deal_seed;
    record.decision_ms.resize(strategies.size());
    // The chance streams of play_game: round 1's deck, the toss (two seats only), each round's
    // deal and shuffles.
    Rng first_deal(derive_seed(deal_seed, deal_label + 1));
    std::vector<Card> deck = full_deck();
    first_deal.shuffle(deck);
    engine::Game<Game> game(new_game(deck, seats), deal_seed, strategies[1]->name());
    engine::record_if_asked(game, options, [&](RecordWriter& writer) {
        std::vector<std::string> names;
        for (const Strategy* strategy : strategies) {
            names.push_back(strategy->name());
        }
        writer.start(names, deck);
    });
    play_to_end(game, deal_seed, options, record.capped_rounds, record.turns, [&](int seat) {
        const auto at = static_cast<std::size_t>(seat);
        engine::play_decision(game, *strategies[at], seat, &record.decision_ms[at]);
    });
    const GameState& state = game.state();
    record.scores = totals(state);
    record.winners = winners(state);
    record.results = state.results;
    return record;
}

cards::TableMatchSummary play_table_match(const std::vector<std::string>& seats, int games,
                                          std::uint64_t seed,
                                          const std::function<void(int)>& progress,
                                          const std::function<MatchOptions()>& record) {
    const int players = static_cast<int>(seats.size());
    if (players < min_seats || players > max_seats) {
        throw std::invalid_argument("Five Crowns is played by 2 to 7 players, not " +
                                    std::to_string(players));
    }
    return cards::play_table_match<Strategy>(
        seats, games, seed, "Five Crowns", make_strategy,
        [&record](const std::vector<Strategy*>& seated, std::uint64_t deal_seed, int) {
            TableRecord played_game =
                play_table(seated, deal_seed, record ? record() : MatchOptions{});
            cards::TableGame played;
            for (const Seat winner : played_game.winners) {
                played.winners.push_back(index(winner));
            }
            played.capped = played_game.capped_rounds > 0;
            played.decision_ms = std::move(played_game.decision_ms);
            return played;
        },
        progress);
}

MatchSummary play_match(const MatchSettings& settings,
                        const std::function<void(int, const GameRecord&)>& progress) {
    MatchSummary summary;
    cards::play_match(
        settings, summary, make_strategy, play_game,
        [&summary](const GameRecord& record, Seat) {
            summary.capped_rounds += record.capped_rounds;
        },
        progress);
    return summary;
}

std::string format_summary(const MatchSummary& s) {
    char buffer[1024];
    std::snprintf(buffer, sizeof buffer,
                  "%d games, %s vs %s\n%s"
                  "mean points per game: %s %.1f, %s %.1f\n"
                  "capped rounds: %d\n",
                  s.games, s.a.c_str(), s.b.c_str(), cards::format_wins(s, "draws").c_str(),
                  s.a.c_str(), s.mean_points_a, s.b.c_str(), s.mean_points_b, s.capped_rounds);
    return std::string(buffer) + cards::format_decision_times(s);
}

} // namespace parlor::fivecrowns
