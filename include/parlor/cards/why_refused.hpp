#pragma once
// The refusal every `apply(state, action, chance)` begins with (docs/records.md: chance is drawn
// first, then applied), for a game's apply to hand to apply_if_legal.

#include <string>

namespace parlor::cards {

// Why an action drawn with its chance is refused: the rules' reason (the game's why_illegal), or
// else why that chance cannot be what the action drew (its why_impossible), both found by
// argument-dependent lookup; empty when the action may be applied with that chance.
template <class State, class Action, class Chance>
std::string why_refused(const State& state, const Action& action, const Chance& chance) {
    std::string refused = why_illegal(state, action);
    return refused.empty() ? why_impossible(state, action, chance) : refused;
}

} // namespace parlor::cards
