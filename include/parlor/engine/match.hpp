#pragma once
// A match's game on the engine (engine::Game): what the games' match runners (simulate,
// tournaments, benchmarks) share beside the engine's one step. The chance, the move and the
// record line are Game::play's; here is the strategy's decision, asked on its seat's view and
// timed, and the check that the rules take it. A match reports a decision the rules refuse (a
// bug in that strategy) instead of playing the fallback a table plays (Game::checked), which
// would hide the bug inside a measurement.

#include "parlor/cards/match.hpp" // IllegalMove, timed_decision
#include "parlor/engine/game.hpp"

#include <string>
#include <vector>

namespace parlor::engine {

// Where in the game a refused move was made (" in round 3"), asked only when one is.
template <Descriptor G> using WhereInGame = std::string (*)(const typename G::State&);

// Plays `action` through the engine. A move the rules refuse changes nothing and throws
// cards::IllegalMove: "the <name> strategy made an illegal move<where> (<the move>): <why>",
// naming `by`, or "the match" for a move of the match's own (a toss called, a new round).
template <Descriptor G, class Extra>
typename G::Outcome play_or_throw(Game<G, Extra>& game, const typename G::Action& action,
                                  const typename G::Strategy* by, WhereInGame<G> where = nullptr) {
    typename G::Outcome outcome = game.play(action);
    if (!outcome) {
        const std::string who = by != nullptr ? "the " + by->name() + " strategy" : "the match";
        throw cards::IllegalMove(who + " made an illegal move" +
                                 (where != nullptr ? where(game.state()) : std::string()) + " (" +
                                 describe(action) + "): " + outcome.error);
    }
    return outcome;
}

// The decision of `strategy` for `seat`, asked on that seat's view alone and timed (its time
// added to `times` unless null), played by play_or_throw.
template <Descriptor G, class Extra>
typename G::Outcome play_decision(Game<G, Extra>& game, typename G::Strategy& strategy, int seat,
                                  std::vector<double>* times, WhereInGame<G> where = nullptr) {
    const auto decision = cards::timed_decision(strategy, G::view(game.state(), seat), times);
    return play_or_throw(game, decision.action, &strategy, where);
}

} // namespace parlor::engine
