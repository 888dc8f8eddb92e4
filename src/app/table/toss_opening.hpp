#pragma once
// A new game that opens with a coin toss called on the New game screen (Five Crowns, Pinochle,
// Casino): the toss made through the rules before the table opens, and the record the table
// keeps begun with the game's start line and the toss, so that the record holds the toss the
// player saw. Written once here for every such game's entry.

#include "app/table/table_start.hpp"
#include "parlor/cards/rng.hpp"
#include "parlor/engine/descriptor.hpp"

#include <string>
#include <utility>

namespace parlor::app::table {

// The toss `call` of seat `caller` on `s.state`, chance drawn from `rng`; `begin(writer)` writes
// the record's start line first. The toss's events go to the table's log (`s.events`).
template <engine::Descriptor G, class Start, class Seat, class Begin>
typename G::Outcome toss_before_the_table(Start& s, cards::Rng& rng, Seat caller,
                                          const typename G::Action& call, Begin&& begin) {
    typename G::RecordWriter opening(
        [&s](const std::string& line) { s.record_opening.push_back(line); }, 1);
    std::forward<Begin>(begin)(opening);
    const typename G::Chance chance = G::draw_chance(s.state, call, rng);
    typename G::Outcome outcome = G::apply(s.state, call, chance);
    opening.action(caller, call, chance, s.state);
    s.events = outcome.events;
    return outcome;
}

} // namespace parlor::app::table
