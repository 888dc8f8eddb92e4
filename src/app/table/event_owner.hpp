#pragma once
// Whose an event of a two-seat game is, for the log's colours. A move's event names the seat
// that moved in a member `seat` (played, captured, drew, went out); an event without one is the
// table's own (a deal, the toss, a round's scores). Written once here for every two-seat table's
// narration; a game adds only its events that name their seat otherwise (a trick's winner).

#include "app/table/table_log.hpp"
#include "parlor/cards/seat.hpp"

#include <optional>
#include <variant>

namespace parlor::app::table {

// The log's owner of what `seat` did: the table's when there is no seat.
inline LogEntry::Who owner_of(std::optional<cards::Seat> seat) {
    return !seat                         ? LogEntry::Who::Table
           : *seat == cards::Seat::Human ? LogEntry::Who::Human
                                         : LogEntry::Who::Computer;
}

// The owner of `event`, one of the game's events (a std::variant): the seat its `seat` names.
template <class Event> LogEntry::Who owner_of_event(const Event& event) {
    return owner_of(std::visit(
        [](const auto& e) -> std::optional<cards::Seat> {
            if constexpr (requires { e.seat; }) {
                return e.seat;
            } else {
                return std::nullopt;
            }
        },
        event));
}

} // namespace parlor::app::table
