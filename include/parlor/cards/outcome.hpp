#pragma once
// What every game's `apply` returns: whether the action was taken, why not, and the events it
// caused. A game names its own with
//     using Outcome = cards::Outcome<Event>;

#include <string>
#include <utility>
#include <vector>

namespace parlor::cards {

template <class Event> struct Outcome {
    bool ok = false;
    std::string error; // why the action was rejected (a sentence for the player)
    std::vector<Event> events;
    explicit operator bool() const { return ok; }
};

// The shape of every `apply`: refused with `why_illegal` when that is not empty, otherwise
// `perform(outcome)` changes the state and adds the events.
template <class Event, class Perform>
Outcome<Event> apply_if_legal(std::string why_illegal, Perform&& perform) {
    Outcome<Event> outcome;
    outcome.error = std::move(why_illegal);
    if (!outcome.error.empty()) {
        return outcome;
    }
    outcome.ok = true;
    std::forward<Perform>(perform)(outcome);
    return outcome;
}

} // namespace parlor::cards
