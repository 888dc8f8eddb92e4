#pragma once
// A whole game behind what our seat sees at one of its decisions: the cards it has not seen (the
// program's hand and its two crib cards, the stock's order) dealt from a generator. Two
// generators give the same position filled two ways; the harness writes both as save files
// (--positions), so the help after a load can be compared on them (docs/cribbage.md).

#include "parlor/cards/rng.hpp"
#include "parlor/games/cribbage/rules.hpp"

namespace parlor::bsd_cribbage {

// Our seat is the Human seat. At a lay-away where our seat deals, the program (the pone) has laid
// away first, as the rules order it; after its go, it holds no card that fits the count.
cribbage::GameState refilled_position(const cribbage::SeatView& view, cards::Rng& rng);

} // namespace parlor::bsd_cribbage
