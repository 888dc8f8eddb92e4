#pragma once
// The computer player: strategies that decide from a SeatView (never the whole state) and say
// why. The help for the human is the expert run on the human's view.

#include "parlor/cards/decision.hpp"
#include "parlor/cards/strategy.hpp"
#include "parlor/games/casino/rules.hpp"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace parlor::casino {

using Decision = cards::Decision<Action>;

// Called whenever the seat of `view` is to act (view.turn == view.seat) in any phase but
// GameOver: a legal action and the reasons, in the first person ("Capturing the 10 of diamonds
// with my 10 — worth 2 points.").
using Strategy = cards::Strategy<SeatView, Action>;

// "random", "greedy" or "expert"; nullptr for an unknown name. The seed feeds the strategy's
// own sampling, never the game's.
std::unique_ptr<Strategy> make_strategy(std::string_view name, std::uint64_t seed);
std::vector<std::string> strategy_names();

// ---- the expert's look at a position ----

// What the expert does not see is sampled: the opponent's hand from the cards the seat has not
// seen, consistent with what it has seen (no rank it showed it lacks by trailing; a card worth
// each of its builds), the rest the deck. Each sample is searched to the end of the deal (to the
// end of the round once the deck is empty), every move scored by the expected points of the
// round for minus against. With the deck empty and every card accounted for, the one position
// there is is searched exactly. The work is bounded by node budgets, never by a clock, so a seed
// reproduces a choice.
struct SearchBudget {
    int samples = 12;             // sampled positions while cards are unseen
    long nodes_per_sample = 2000; // positions looked at in one sample
    long exact_nodes = 100000;    // the exact search once everything is known
};

// One move as the expert weighs it.
struct MoveValue {
    Action action;
    double value = 0; // expected points of the round for minus against, from this move on
};

// The moves the expert considers for the seat of `view` (a capture always takes as much as it
// can), best first. `exact` is set when everything was known.
struct Ranking {
    std::vector<MoveValue> moves;
    bool exact = false;
    int samples = 0;
};
Ranking rank_moves(const SeatView& view, std::uint64_t seed, const SearchBudget& budget = {});

// ---- help ----

// The expert's recommendation for the seat of `view`, addressed to the player ("Capture the 10
// of diamonds with your 10 — worth 2 points."), with what a table highlights: the hand card to
// play and the table cards it takes or goes onto (every card of a build).
struct Advice {
    Action action;
    std::vector<std::string> lines; // the recommendation first, then why, then the next best
    std::optional<Card> card;       // the hand card (nothing for the coin toss or the next round)
    std::vector<Card> targets;      // table cards to highlight
    std::vector<Card> highlight;    // the card and the targets: what a table marks
    std::string summary;            // the recommendation in one line of at most 90 characters
};
Advice advise(const SeatView& view, std::uint64_t seed = 1);

} // namespace parlor::casino
