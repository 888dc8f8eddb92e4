#include "app/casino/narration.hpp"

#include "app/table/event_owner.hpp"
#include "parlor/games/casino/event_words.hpp"

namespace parlor::app::casino_table {

namespace ca = parlor::casino;
using table::LogEntry;

LogEntry narrate(const ca::Event& event, const table::Names& names) {
    // The player at the keyboard sees its own cards only.
    const ca::Listener listener{{names[0], names[1]}, ca::Seat::Human};
    return {table::owner_of_event(event), ca::event_text(event, listener), {}};
}

} // namespace parlor::app::casino_table
