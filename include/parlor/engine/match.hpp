#pragma once
// A match's game on the engine (engine::Game): what the games' match runners (simulate,
// tournaments, benchmarks) share beside the engine's one step. The chance, the move and the
// record line are Game::play's; here is the strategy's decision, asked on its seat's view and
// timed, and the check that the rules take it. A match reports a decision the rules refuse (a
// bug in that strategy) instead of playing the fallback a table plays (Game::checked), which
// would hide the bug inside a measurement.

#include "parlor/cards/match.hpp" // IllegalMove, timed_decision
#include "parlor/engine/game.hpp"

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace parlor::engine {

// Records the game when the match's options ask it (`record_line` set): as game `record_game` of
// the file, its start line written by `start(writer)`, of `record_version` (2: with the
// strategies' words).
template <Descriptor G, class Extra, class Options, class Start>
void record_if_asked(Game<G, Extra>& game, const Options& options, Start&& start) {
    if (options.record_line) {
        game.start_numbered_record({options.record_line, {}}, options.record_game,
                                   std::forward<Start>(start), options.record_version);
    }
}

// Plays `action` through the engine. A move the rules refuse changes nothing and throws
// cards::IllegalMove: "the <name> strategy made an illegal move (<the move>): <why>; <the game
// as it stands>" (G::summary), naming `by`, or "the match" for a move of the match's own (a toss
// called, a new round).
template <Descriptor G, class Extra>
typename G::Outcome play_or_throw(Game<G, Extra>& game, const typename G::Action& action,
                                  const typename G::Strategy* by,
                                  const std::vector<std::string>& said = {}) {
    typename G::Outcome outcome = game.play(action, nullptr, said);
    if (!outcome) {
        const std::string who = by != nullptr ? "the " + by->name() + " strategy" : "the match";
        throw cards::IllegalMove(who + " made an illegal move (" + describe(action) +
                                 "): " + outcome.error + "; " + G::summary(game.state()));
    }
    return outcome;
}

// The decision of `strategy` for `seat`, asked on that seat's view alone and timed (its time
// added to `times` unless null), played by play_or_throw with its reasons (a record of version 2
// keeps them).
template <Descriptor G, class Extra>
typename G::Outcome play_decision(Game<G, Extra>& game, typename G::Strategy& strategy, int seat,
                                  std::vector<double>* times) {
    const auto decision = cards::timed_decision(strategy, G::view(game.state(), seat), times);
    return play_or_throw(game, decision.action, &strategy, decision.reasons);
}

// A match's record of one game (the game's GameRecord) before it is played: its deal seed set,
// everything else as the record starts.
template <class Record> Record game_record(std::uint64_t deal_seed) {
    Record record;
    record.deal_seed = deal_seed;
    return record;
}

// A two-seat match's strategies by seat (0 the human's seat, 1 the computer's): the names its
// record starts with, and the decision of a seat asked of that seat's strategy.
template <Descriptor G> class MatchSeats {
  public:
    using Strategy = typename G::Strategy;
    MatchSeats(Strategy& human_seat, Strategy& computer_seat)
        : seats_{&human_seat, &computer_seat} {}

    std::array<std::string, 2> names() const { return {seats_[0]->name(), seats_[1]->name()}; }

    // Records `game` when the options ask it (record_if_asked), its start line the seats' names
    // and `from`: what the game's record starts from (a target, a deck, the state as dealt).
    template <class Extra, class Options, class From>
    void record_if_asked(Game<G, Extra>& game, const Options& options, const From& from) const {
        engine::record_if_asked(
            game, options, [&](typename G::RecordWriter& writer) { writer.start(names(), from); });
    }

    // The decision of `seat`'s strategy, played by play_decision, its time added to
    // times[seat] when `timed`.
    template <class Extra>
    typename G::Outcome decide(Game<G, Extra>& game, int seat,
                               std::array<std::vector<double>, 2>& times, bool timed = true) const {
        const auto at = static_cast<std::size_t>(seat);
        return play_decision(game, *seats_[at], seat, timed ? &times[at] : nullptr);
    }

  private:
    std::array<Strategy*, 2> seats_;
};

} // namespace parlor::engine
