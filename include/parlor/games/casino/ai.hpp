#pragma once
// The computer player: strategies that decide from a SeatView (never the whole state) and say
// why. The help for the human is the expert run on the human's view.

#include "parlor/cards/advice.hpp"
#include "parlor/cards/decision.hpp"
#include "parlor/cards/strategy.hpp"
#include "parlor/games/casino/rules.hpp"

#include <cstdint>
#include <memory>
#include <nlohmann/json_fwd.hpp>
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
// end of the round once the deck is empty), every move scored by the points of the round for
// minus against. Every move is played on the same samples (common random numbers), and samples
// are added in batches until the best move's lead is clear of the noise or the budget ends. With
// the deck empty and every card accounted for, the one position there is is searched exactly.
// The work is bounded by sample and node budgets, never by a clock, so a seed reproduces a
// choice.
struct SearchBudget {
    int first_samples = 16;       // sampled positions before the lead is first judged
    int batch = 16;               // added while the lead is not clear
    int max_samples = 64;         // no more than this many
    long nodes_per_sample = 2000; // positions looked at in one sample
    long exact_nodes = 100000;    // the exact search once everything is known
};

// What one move is, in the figures the advice quotes. "Now" is the move itself; `expected` is
// the search's estimate to the end of the round.
struct MoveFacts {
    double expected = 0;       // points of the round for minus against, from this move on (mean)
    int cards_taken = 0;       // table cards a capture takes (builds' cards included)
    int points_taken = 0;      // points it brings to the pile now: aces, 10♦ (2), 2♠ (1)
    int cards_to_pile = 0;     // cards it brings to the pile now, the played card included
    int spades_to_pile = 0;    // spades among them
    bool clears_table = false; // a capture that leaves the table empty (worth no points here)
    int pile_cards = 0;        // the seat's pile after the move: toward the most cards (3 points)
    int pile_spades = 0;       // its spades: toward the most spades (1 point)
    int opponent_pile_cards = 0;
    int opponent_pile_spades = 0;
    int build_value = 0;       // a build made, increased or added to: its value (0 otherwise)
    int build_cards = 0;       // the cards of that build after the move
    int builds_owned = 0;      // the seat's builds on the table after the move
    bool within_noise = false; // its value is within the noise of the best: part of a close call
};

using AdviceRecord = cards::AdviceRecord<Action, MoveFacts>;

// The facts of `action` for the seat of `view` (legal there), with the search's `expected`.
MoveFacts move_facts(const SeatView& view, const Action& action, double expected);

// One move as the expert weighs it.
struct MoveValue {
    Action action;
    double value = 0; // expected points of the round for minus against, from this move on
    MoveFacts facts;  // with expected == value
    // The standard error, over the samples, of the choice's lead over this move (0 for the
    // choice itself and when everything was known).
    double spread = 0;
};

// How a close call is decided: among the moves within the noise of the best, the one that takes
// the most points now, then the most cards, then the most spades; a capture before a build before
// a trail; then the lowest card, then the first the search lists. As a clause for the words
// and the record's tie_rule.
extern const char* const tie_rule;

// The moves the expert considers for the seat of `view` (a capture always takes as much as it
// can): the choice first, then the others by value. `exact` is set when everything was known.
struct Ranking {
    std::vector<MoveValue> moves;
    bool exact = false;
    int samples = 0;
    cards::Certainty certainty;
};
Ranking rank_moves(const SeatView& view, std::uint64_t seed, const SearchBudget& budget = {});

// The record of a ranking: the choice, its facts, the others ranked, the certainty.
AdviceRecord record_of(const Ranking& ranking);

// The expert's move and reasons, as the strategy gives them (its own seed per decision), with
// the record they were written from.
struct ExpertChoice {
    Decision decision;
    AdviceRecord record;
};
ExpertChoice expert_choice(const SeatView& view, std::uint64_t seed,
                           const SearchBudget& budget = {});

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
    AdviceRecord record;            // every figure the lines quote
};
Advice advise(const SeatView& view, std::uint64_t seed = 1);
// The same with another search budget (tests use a smaller one).
Advice advise_with(const SeatView& view, std::uint64_t seed, const SearchBudget& budget);

// ---- the review: a move the seat made, valued as the expert values its own ----

// The help's advice for the seat of `view` (as advise_with gives it, from the same view, seed
// and budget) beside `played`, a legal move of that seat, valued on the same sampled positions.
// A move the help ranks is valued by that ranking. One it does not weigh (a capture taking less
// than it could) is searched beside every move the help weighs, on the same positions, and the
// help's move is valued again by that search, so that both figures come from one search.
struct Comparison {
    Advice advice;
    double chosen = 0;         // the help's move: expected points of the round, for minus against
    double played = 0;         // the played move, in the same figures
    double spread = 0;         // the standard error of chosen - played over the samples
    bool exact = false;        // everything was known: no sampling, no spread
    bool within_noise = false; // the played move was among the help's close call
    bool ranked = true;        // the help weighs the played move
};
Comparison compare_to_advice(const SeatView& view, const Action& played, std::uint64_t seed,
                             const SearchBudget& budget = {});

// The record as JSON for `parlor-cli advise --json`: {"facts", "alternatives", "certainty"},
// moves in move_words' notation (docs/casino.md, "Advice record").
nlohmann::ordered_json advice_json(const SeatView& view, const Advice& advice);

} // namespace parlor::casino
