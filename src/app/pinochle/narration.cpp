#include "app/pinochle/narration.hpp"

#include "app/table/event_owner.hpp"

#include <variant>

namespace parlor::app::pinochle_table {

namespace pn = parlor::pinochle;

namespace {

// The seat that acted, for the log's colours: a trick is its winner's.
LogEntry::Who who_of(const pn::Event& event) {
    if (const auto* trick = std::get_if<pn::TrickEvent>(&event)) {
        return table::owner_of(trick->winner);
    }
    return table::owner_of_event(event);
}

} // namespace

LogEntry narrate(const pn::Event& event, const Narration& n) {
    // The player at the keyboard sees its own cards only.
    const pn::Listener listener{{n.names[0], n.names[1]}, pn::Seat::Human};
    return {who_of(event), pn::event_text(event, listener), {}};
}

} // namespace parlor::app::pinochle_table
