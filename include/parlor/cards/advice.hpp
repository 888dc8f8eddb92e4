#pragma once
// The advice record: what the expert recommends at one decision and the facts behind it, as data.
// Every sentence a player reads about a decision (the computer's reasons, the help panel,
// `parlor-cli advise`) is written from a record alone, so no sentence can claim what the record
// does not hold. Each game defines its Facts (the figures its words may quote, listed in
// docs/<game>.md); the shape around them is the same for all five.

#include <string>
#include <vector>

namespace parlor::cards {

// How sure the choice is.
struct Certainty {
    bool exact = false;      // every case was counted or everything is known: no estimate
    int samples = 0;         // sampled positions behind the figures (0 when exact)
    double lead = 0;         // the recommendation's lead over the next best, in the ranking's unit
    double spread = 0;       // the standard error of that lead over the samples (0 when exact)
    bool close_call = false; // the leading moves are within the noise of each other
    std::string tie_rule;    // when close: the fixed rule that chose among them, as a clause
                             // ("the lower card goes first")
};

template <class Action, class Facts> struct Alternative {
    Action action;
    Facts facts;
};

template <class Action, class Facts> struct AdviceRecord {
    Action action; // the recommendation
    Facts facts;   // what it is worth, in the same figures as each alternative's
    // The other moves weighed, ranked by the same total that chose the recommendation.
    std::vector<Alternative<Action, Facts>> alternatives;
    Certainty certainty;
};

} // namespace parlor::cards
