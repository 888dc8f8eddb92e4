#pragma once
// The strategies behind make_strategy and what they share with the help (internal to the
// Pinochle library).

#include "parlor/cards/advice.hpp"
#include "parlor/games/pinochle/advice_record.hpp"
#include "parlor/games/pinochle/ai.hpp"

#include <cstdint>
#include <memory>

namespace parlor::pinochle::detail {

std::unique_ptr<Strategy> make_random_strategy(std::uint64_t seed);
std::unique_ptr<Strategy> make_greedy_strategy();
std::unique_ptr<Strategy> make_expert_strategy(std::uint64_t seed);

// The moves that need no thought: the call of the toss, another round.
Decision routine_decision(const SeatView& view);

// Who says it: the computer of its own move ("I lead ...") or the help to the player ("Lead ...").
enum class Voice { Computer, Help };

// One play weighed by the expert.
struct WeighedPlay {
    std::size_t position = 0; // in the hand
    double value = 0;         // mean (or searched) points for minus points against, to the end
    double trick_won = -1;    // share of the guesses in which it won this trick (-1: searched)
    int samples = 0;          // guesses behind `value` (0: searched)
    bool bound = false;       // searched: the value is only an upper bound
};

struct Weighing {
    std::vector<WeighedPlay> plays; // the chosen first, then by value
    int guesses = 0;                // hidden cards guessed (the look-ahead while the stock lasts)
    bool searched = false;          // the endgame search
    bool exact = false;             // it reached the end of the round
    int depth = 0;                  // tricks it searched
    int tricks_left = 0;
    cards::Certainty certainty;
    std::vector<std::size_t> close_between; // positions within the noise of the best, if close
};

// What the expert's look-ahead makes of every play now (phase Lead or Follow). `seed` drives
// the guesses. Empty plays when the hand does not fit the look-ahead.
Weighing weigh_plays(const SeatView& view, std::uint64_t seed);

// In phase Meld with the stock gone: the meld the endgame search picks, with its weighing.
std::optional<std::pair<Meld, Weighing>> search_meld(const SeatView& view);

// ---- the review: a move the seat made, valued as the expert values its own ----

// The expert's move and the one played, valued by one method: the same guesses or one search.
struct MoveComparison {
    bool valued = false;       // both moves have a figure
    std::size_t chosen = 0;    // a play: the expert's, its position in the hand
    double chosen_value = 0;   // the expert's move: points for minus points against, to the end
    double played_value = 0;   // the played move, in the same figures
    double spread = 0;         // the standard error of chosen - played over the guesses
    bool searched = false;     // by the endgame search (no guesses, no spread)
    bool exact = false;        // searched to the end of the round
    bool within_noise = false; // the played move was among the expert's close call
};

// A play (phase Lead or Follow): the expert's weighing (weigh_plays with the same seed, so its
// choice) and the play at `played` (a position in the hand) valued beside the expert's choice:
// while the stock lasts on every guess the weighing drew (even where it set the play aside
// early), after it by the endgame search of both from a full window.
std::pair<Weighing, MoveComparison> compare_play(const SeatView& view, std::size_t played,
                                                 std::uint64_t seed);

// A meld with the stock gone: the endgame search of the expert's meld and the played one
// (meld table indices; -1: declaring none), both from a full window.
MoveComparison compare_searched_meld(const SeatView& view, int chosen, int played);

// The figure plan_melds maximises when `now` is declared now (nothing: no meld now): its points,
// then the best order of the melds after it, each later one counting 0.85 of the one before
// (it needs another trick won). Nothing when the hand does not fit the look-ahead.
std::optional<double> meld_plan_value(const Holding& hand, Suit trump,
                                      const std::optional<Meld>& now);

// The expert's advice record for the seat of `view` (phase Lead, Follow or Meld) and what its
// words need of the position; nothing when there is nothing to weigh (routine_decision).
struct ExpertAdvice {
    Record record;
    Situation situation;
};
std::optional<ExpertAdvice> expert_advice(const SeatView& view, std::uint64_t seed);

// The advice record the expert writes from a weighing of plays (as expert_advice does).
ExpertAdvice advice_of_weighing(const SeatView& view, const Weighing& weighing);

// The expert's whole decision: the action and the reasons in the given voice.
Decision expert_decision(const SeatView& view, std::uint64_t seed, Voice voice);

// What make_strategy offers, in this order.
inline constexpr auto strategies = cards::random_greedy_expert<Strategy, make_greedy_strategy>(
    make_random_strategy, make_expert_strategy);

} // namespace parlor::pinochle::detail
