#include "parlor/games/pinochle/match.hpp"

#include "parlor/cards/ahead.hpp"
#include "parlor/engine/match.hpp"
#include "parlor/games/pinochle/game.hpp"

#include <vector>

namespace parlor::pinochle {

namespace {

constexpr std::uint64_t deal_label = 0xDEA1;

bool is_decision(Phase phase) {
    return phase == Phase::Lead || phase == Phase::Follow || phase == Phase::Meld;
}

} // namespace

GameRecord play_game(Strategy& human_seat, Strategy& computer_seat, std::uint64_t deal_seed,
                     const MatchOptions& options) {
    auto record = engine::game_record<GameRecord>(deal_seed);
    const engine::MatchSeats<Game> seats(human_seat, computer_seat);
    // One chance stream: the deck drawn as new_game(rng) draws it (kept for the record), then
    // the coin and the draws from the stock.
    Rng rng(cards::derive_seed(deal_seed, deal_label));
    std::vector<Card> deck = full_deck();
    rng.shuffle(deck);
    engine::Game<Game> game(new_game(deck), deal_seed, computer_seat.name());
    game.set_chance(rng);
    seats.record_if_asked(game, options, deck);
    engine::play_or_throw(game, CallToss{true}, nullptr);
    const GameState& state = game.state();
    int moves = 0;
    while (is_decision(state.phase) && moves++ < options.move_cap) {
        seats.decide(game, index(state.turn), record.decision_ms);
    }
    const RoundResult result = round_result(state);
    record.scores = result.round_scores;
    record.meld_points = result.meld_points;
    record.capture_points = result.capture_points;
    record.capped = state.phase != Phase::RoundOver;
    if (!record.capped) {
        record.winner = cards::ahead(record.scores, cards::Best::Higher);
    }
    if (!record.capped && game.recording()) {
        engine::play_or_throw(game, EndGame{}, nullptr); // the game is this one round
    }
    return record;
}

} // namespace parlor::pinochle
