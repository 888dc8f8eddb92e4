// Help for the player to move: the expert's record on that player's own view, in the second
// person.

#include "expert_reasons.hpp"
#include "strategies.hpp"

namespace parlor::pinochle {

namespace {

Advice routine(Action action, std::string summary, std::string line) {
    Advice advice;
    advice.action = action;
    advice.record.action = std::move(action);
    advice.record.certainty.exact = true;
    advice.summary = std::move(summary);
    advice.lines.push_back(std::move(line));
    return advice;
}

} // namespace

Advice advise(const SeatView& view, std::uint64_t seed) {
    switch (view.phase) {
    case Phase::CoinToss:
        return routine(CallToss{true}, "Call heads: either call is as good",
                       "Call the toss: heads or tails are equally good; the "
                       "winner of the toss leads the first trick.");
    case Phase::RoundOver:
        return routine(AnotherRound{}, "Play another round, or stop",
                       "The round is over: play another round, or stop and see "
                       "who wins the game.");
    case Phase::GameOver:
        return routine(EndGame{}, "The game is over", "The game is over.");
    case Phase::Lead:
    case Phase::Follow:
    case Phase::Meld:
        break;
    }
    const auto expert = detail::expert_advice(view, seed);
    if (!expert) {
        const Decision routine_move = detail::routine_decision(view);
        return routine(routine_move.action, describe(routine_move.action),
                       "Nothing to decide: " + describe(routine_move.action) + ".");
    }
    Advice advice;
    advice.action = expert->record.action;
    advice.record = expert->record;
    advice.situation = expert->situation;
    advice.lines = detail::advice_reasons(view, *expert, detail::Voice::Help);
    advice.summary = detail::advice_summary(view, *expert);
    if (const auto* play = std::get_if<Play>(&advice.action)) {
        advice.highlight = {play->card};
    } else if (const auto* declare = std::get_if<Declare>(&advice.action)) {
        advice.highlight = declare->meld.cards;
        advice.meld = declare->meld;
    }
    return advice;
}

} // namespace parlor::pinochle
