// Help for the human: the expert's choice on the human's own view, in the second person.

#include "strategies.hpp"

namespace parlor::pinochle {

Advice advise(const SeatView& view, std::uint64_t seed) {
    Advice advice;
    switch (view.phase) {
    case Phase::CoinToss:
        advice.action = CallToss{true};
        advice.lines.push_back("Call the toss: heads or tails are equally good; the winner of "
                               "the toss leads the first trick.");
        return advice;
    case Phase::RoundOver:
        advice.action = AnotherRound{};
        advice.lines.push_back("The round is over: play another round, or stop and see who "
                               "wins the game.");
        return advice;
    case Phase::GameOver:
        advice.action = EndGame{};
        advice.lines.push_back("The game is over.");
        return advice;
    case Phase::Lead:
    case Phase::Follow:
    case Phase::Meld:
        break;
    }
    const Decision decision = detail::expert_decision(view, seed, detail::Voice::Help);
    advice.action = decision.action;
    advice.lines = decision.reasons;
    if (const auto* play = std::get_if<Play>(&decision.action)) {
        advice.highlight = {play->card};
    } else if (const auto* declare = std::get_if<Declare>(&decision.action)) {
        advice.highlight = declare->meld.cards;
        advice.meld = declare->meld;
    }
    if (advice.lines.empty()) {
        advice.lines.push_back("Nothing to decide: " + describe(advice.action) + ".");
    }
    return advice;
}

} // namespace parlor::pinochle
