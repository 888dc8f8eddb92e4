#include "parlor/games/pinochle/match.hpp"
#include "parlor/games/pinochle/recorded_game.hpp"

#include <optional>
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
    GameRecord record;
    record.deal_seed = deal_seed;
    const std::array<Strategy*, 2> strategies{&human_seat, &computer_seat};
    Rng rng(cards::derive_seed(deal_seed, deal_label));
    // The deck drawn as new_game(rng) draws it, kept for the record.
    std::vector<Card> deck = full_deck();
    rng.shuffle(deck);
    GameState state = new_game(deck);
    std::optional<RecordWriter> writer;
    if (options.record_line) {
        writer.emplace(options.record_line, options.record_game);
        writer->start({human_seat.name(), computer_seat.name()}, deck);
    }
    const auto act = [&](const Action& action) {
        const Seat seat = state.turn;
        const Chance chance = draw_chance(state, action, rng);
        const Outcome outcome = apply(state, action, chance);
        if (outcome && writer) {
            writer->action(seat, action, chance, state);
        }
        return outcome;
    };
    act(CallToss{true});
    int moves = 0;
    while (is_decision(state.phase) && moves++ < options.move_cap) {
        const auto seat = static_cast<std::size_t>(index(state.turn));
        Strategy& strategy = *strategies[seat];
        const Decision decision =
            cards::timed_decision(strategy, view_for(state, state.turn), &record.decision_ms[seat]);
        const Outcome outcome = act(decision.action);
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
    if (!record.capped && writer) {
        act(EndGame{}); // the game is this one round
    }
    return record;
}

} // namespace parlor::pinochle
