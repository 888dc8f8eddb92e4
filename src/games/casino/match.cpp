#include "parlor/games/casino/match.hpp"
#include "parlor/engine/match.hpp"
#include "parlor/games/casino/game.hpp"

namespace parlor::casino {

namespace {

using cards::derive_seed;

// Labels of the generators a tournament uses, so that none depends on another's use.
constexpr std::uint64_t toss_label = 0x7055;
constexpr std::uint64_t round_label = 0x20D0; // + round number

} // namespace

GameRecord play_game(Strategy& human_seat, Strategy& computer_seat, std::uint64_t deal_seed,
                     const MatchOptions& options) {
    auto record = engine::game_record<GameRecord>(deal_seed);
    const engine::MatchSeats<Game> seats(human_seat, computer_seat);
    engine::Game<Game> game(new_game(), deal_seed, computer_seat.name());
    seats.record_if_asked(game, options, game.state());
    // The toss (the human's call is always heads here: the coin decides) and round 1's shuffle
    // come from one chance stream; each later round has its own.
    game.set_chance(Rng(derive_seed(deal_seed, toss_label)));
    engine::play_or_throw(game, CallCoin{Coin::Heads}, nullptr);
    const GameState& state = game.state();
    while (state.phase != Phase::GameOver) {
        if (state.phase == Phase::RoundOver) {
            if (state.round >= options.round_cap) {
                record.capped = true;
                break;
            }
            game.set_chance(Rng(
                derive_seed(deal_seed, round_label + static_cast<std::uint64_t>(state.round) + 1)));
            engine::play_or_throw(game, NextRound{}, nullptr);
            continue;
        }
        seats.decide(game, index(state.turn), record.decision_ms);
    }
    record.rounds = state.round;
    record.scores = scores(state);
    record.winner = winner(state);
    return record;
}

MatchSummary play_match(const MatchSettings& settings,
                        const std::function<void(int, const GameRecord&)>& progress) {
    MatchSummary summary;
    long rounds = 0;
    cards::play_match(
        settings, summary, make_strategy, play_game,
        [&](const GameRecord& record, Seat) {
            summary.capped += record.capped ? 1 : 0;
            rounds += record.rounds;
        },
        progress);
    if (summary.games > 0) {
        summary.mean_rounds = static_cast<double>(rounds) / summary.games;
    }
    return summary;
}

} // namespace parlor::casino
