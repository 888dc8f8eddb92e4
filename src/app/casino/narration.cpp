#include "app/casino/narration.hpp"

#include "parlor/games/casino/event_words.hpp"

#include <optional>
#include <type_traits>

namespace parlor::app::casino_table {

namespace ca = parlor::casino;
using table::LogEntry;

namespace {

// The seat that acted, for the log's colours; the table's own events have none.
LogEntry::Who who_of(const ca::Event& event) {
    const auto seat = std::visit(
        [](const auto& e) -> std::optional<ca::Seat> {
            using T = std::decay_t<decltype(e)>;
            if constexpr (std::is_same_v<T, ca::CapturedEvent> ||
                          std::is_same_v<T, ca::BuiltEvent> ||
                          std::is_same_v<T, ca::TrailedEvent> ||
                          std::is_same_v<T, ca::TableTakenEvent>) {
                return e.seat;
            } else {
                return std::nullopt;
            }
        },
        event);
    return !seat                      ? LogEntry::Who::Table
           : *seat == ca::Seat::Human ? LogEntry::Who::Human
                                      : LogEntry::Who::Computer;
}

} // namespace

LogEntry narrate(const ca::Event& event, const table::Names& names) {
    // The player at the keyboard sees its own cards only.
    const ca::Listener listener{{names[0], names[1]}, ca::Seat::Human};
    return {who_of(event), ca::event_text(event, listener), {}};
}

} // namespace parlor::app::casino_table
