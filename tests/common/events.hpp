#pragma once
// The events of one kind that a move brought, for any game whose Outcome lists its events as a
// std::variant: events_of<Scored>(outcome).

#include <variant>
#include <vector>

namespace parlor::test {

template <class E, class Outcome> std::vector<E> events_of(const Outcome& outcome) {
    std::vector<E> out;
    for (const auto& event : outcome.events) {
        if (const auto* e = std::get_if<E>(&event)) {
            out.push_back(*e);
        }
    }
    return out;
}

} // namespace parlor::test
