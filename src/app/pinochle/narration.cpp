#include "app/pinochle/narration.hpp"

#include <optional>
#include <type_traits>

namespace parlor::app::pinochle_table {

namespace pn = parlor::pinochle;

namespace {

// The seat that acted, for the log's colours; the table's own events have none.
LogEntry::Who who_of(const pn::Event& event) {
    const auto seat = std::visit(
        [](const auto& e) -> std::optional<pn::Seat> {
            using T = std::decay_t<decltype(e)>;
            if constexpr (std::is_same_v<T, pn::TrickEvent>) {
                return e.winner;
            } else if constexpr (std::is_same_v<T, pn::PlayedEvent> ||
                                 std::is_same_v<T, pn::MeldEvent> ||
                                 std::is_same_v<T, pn::DeclinedMeldEvent> ||
                                 std::is_same_v<T, pn::DrawEvent>) {
                return e.seat;
            } else {
                return std::nullopt;
            }
        },
        event);
    return !seat                      ? LogEntry::Who::Table
           : *seat == pn::Seat::Human ? LogEntry::Who::Human
                                      : LogEntry::Who::Computer;
}

} // namespace

LogEntry narrate(const pn::Event& event, const Narration& n) {
    // The player at the keyboard sees its own cards only.
    const pn::Listener listener{{n.names[0], n.names[1]}, pn::Seat::Human};
    return {who_of(event), pn::event_text(event, listener), {}};
}

} // namespace parlor::app::pinochle_table
