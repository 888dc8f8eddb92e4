#include "parlor/games/pinochle/match.hpp"

namespace parlor::pinochle {

namespace {

constexpr std::uint64_t deal_label = 0xDEA1;

bool is_decision(Phase phase) {
    return phase == Phase::Lead || phase == Phase::Follow || phase == Phase::Meld;
}

} // namespace

GameRecord play_game(Strategy& human_seat, Strategy& computer_seat, std::uint64_t deal_seed,
                     const MatchOptions& options) {
    GameRecord record;
    record.deal_seed = deal_seed;
    const std::array<Strategy*, 2> strategies{&human_seat, &computer_seat};
    Rng rng(cards::derive_seed(deal_seed, deal_label));
    GameState state = new_game(rng);
    apply(state, CallToss{true}, rng);
    int moves = 0;
    while (is_decision(state.phase) && moves++ < options.move_cap) {
        const auto seat = static_cast<std::size_t>(index(state.turn));
        Strategy& strategy = *strategies[seat];
        const Decision decision =
            cards::timed_decision(strategy, view_for(state, state.turn), &record.decision_ms[seat]);
        const Outcome outcome = apply(state, decision.action, rng);
        if (!outcome) {
            throw IllegalMove("the " + strategy.name() + " strategy made an illegal move (" +
                              describe(decision.action) + "): " + outcome.error);
        }
    }
    const RoundResult result = round_result(state);
    record.scores = result.round_scores;
    record.meld_points = result.meld_points;
    record.capture_points = result.capture_points;
    record.capped = state.phase != Phase::RoundOver;
    if (!record.capped && record.scores[0] != record.scores[1]) {
        record.winner = record.scores[0] > record.scores[1] ? Seat::Human : Seat::Computer;
    }
    return record;
}

} // namespace parlor::pinochle
