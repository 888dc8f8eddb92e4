#pragma once
// The refusal every `apply(state, action, chance)` begins with (docs/records.md: chance is drawn
// first, then applied), for a game's apply to hand to apply_if_legal.

#include "parlor/cards/outcome.hpp"

#include <cstddef>
#include <string>
#include <utility>
#include <variant>

namespace parlor::cards {

// Why an action drawn with its chance is refused: the rules' reason (the game's why_illegal), or
// else why that chance cannot be what the action drew (its why_impossible), both found by
// argument-dependent lookup; empty when the action may be applied with that chance.
template <class State, class Action, class Chance>
std::string why_refused(const State& state, const Action& action, const Chance& chance) {
    std::string refused = why_illegal(state, action);
    return refused.empty() ? why_impossible(state, action, chance) : refused;
}

// What an action draws by chance (docs/records.md): nothing for an action the rules refuse (the
// game's why_illegal, found by argument-dependent lookup), otherwise what `draw(chance)` draws.
template <class Chance, class State, class Action, class Draw>
Chance draw_if_legal(const State& state, const Action& action, Draw&& draw) {
    Chance chance;
    if (why_illegal(state, action).empty()) {
        draw(chance);
    }
    return chance;
}

// The whole shape of an apply(state, action, chance): refused for why_refused, otherwise
// `perform(alternative, outcome)`, called with the alternative the action holds, changes the
// state and adds the events.
template <class Event, class State, class Action, class Chance, class Perform>
Outcome<Event> apply_drawn(State& state, const Action& action, const Chance& chance,
                           Perform&& perform) {
    return apply_if_legal<Event>(why_refused(state, action, chance), [&](Outcome<Event>& outcome) {
        std::visit([&](const auto& alternative) { perform(alternative, outcome); }, action);
    });
}

// A phase and what it waits for ("First call the coin toss."). A game's table of them says why an
// action is refused in a phase it does not belong to (words_of).
template <class Phase> struct PhaseWords {
    Phase phase;
    const char* words;
};

// The words of `phase` in `table`; empty for a phase the table does not name.
template <class Phase, std::size_t N>
std::string words_of(Phase phase, const PhaseWords<Phase> (&table)[N]) {
    for (const PhaseWords<Phase>& row : table) {
        if (row.phase == phase) {
            return row.words;
        }
    }
    return {};
}

} // namespace parlor::cards
