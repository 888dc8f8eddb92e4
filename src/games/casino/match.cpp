#include "parlor/games/casino/match.hpp"
#include "parlor/games/casino/recorded_game.hpp"

namespace parlor::casino {

namespace {

using cards::derive_seed;

// Labels of the generators a tournament uses, so that none depends on another's use.
constexpr std::uint64_t toss_label = 0x7055;
constexpr std::uint64_t round_label = 0x20D0; // + round number

IllegalMove illegal_move(const Strategy& by, const GameState& state, const Action& action,
                         const std::string& error) {
    return IllegalMove("the " + by.name() + " strategy made an illegal move in round " +
                       std::to_string(state.round) + " (" + describe(action) + "): " + error);
}

} // namespace

GameRecord play_game(Strategy& human_seat, Strategy& computer_seat, std::uint64_t deal_seed,
                     const MatchOptions& options) {
    GameRecord record;
    record.deal_seed = deal_seed;
    const std::array<Strategy*, 2> strategies{&human_seat, &computer_seat};
    GameState state = new_game();
    std::optional<RecordWriter> writer;
    if (options.record_line) {
        writer.emplace(options.record_line, options.record_game);
        writer->start({human_seat.name(), computer_seat.name()}, state);
    }
    // Every action through the rules, chance drawn first so that the record holds it.
    const auto take = [&](const Action& action, Rng& rng) {
        const Seat seat = state.turn;
        const Chance chance = draw_chance(state, action, rng);
        Outcome outcome = apply(state, action, chance);
        if (outcome && writer) {
            writer->action(seat, action, chance, state);
        }
        return outcome;
    };
    // The toss (the human's call is always heads here: the coin decides) and round 1's shuffle
    // come from one generator; each later round has its own.
    Rng rng(derive_seed(deal_seed, toss_label));
    take(CallCoin{Coin::Heads}, rng);
    while (state.phase != Phase::GameOver) {
        if (state.phase == Phase::RoundOver) {
            if (state.round >= options.round_cap) {
                record.capped = true;
                break;
            }
            rng = Rng(
                derive_seed(deal_seed, round_label + static_cast<std::uint64_t>(state.round) + 1));
            take(NextRound{}, rng);
            continue;
        }
        const auto seat = static_cast<std::size_t>(index(state.turn));
        Strategy& strategy = *strategies[seat];
        const Decision decision =
            cards::timed_decision(strategy, view_for(state, state.turn), &record.decision_ms[seat]);
        const Outcome outcome = take(decision.action, rng);
        if (!outcome) {
            throw illegal_move(strategy, state, decision.action, outcome.error);
        }
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
