#pragma once
// The places of the other players round a table of more than two (Cruno up to ten, Five Crowns up
// to seven): up a column on the left, along the top, down a column on the right, in seat order
// from the player's left. Plain C++ (no SDL), tested at every size the window takes.

#include "app/core/geometry.hpp"
#include "app/table/card_layouts.hpp"
#include "app/table/table_frame.hpp"

#include <vector>

namespace parlor::app::table {

// One other player's place at the table.
struct SeatPlace {
    Rect box;   // the panel: name, difficulty, cards, marks
    Rect cards; // the face-down fan inside it
    CardSize card;
};

// The places of `others` players (1 to 9) inside `room` (the table above the player's hand):
// seat 1's first. Each is at most 176 x 100 units; the ones along the top sit at room's top.
std::vector<SeatPlace> seat_ring(const TableFrame& f, const Rect& room, int others);

} // namespace parlor::app::table
