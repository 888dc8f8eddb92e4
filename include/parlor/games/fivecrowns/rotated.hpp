#pragma once
// The same deals, seats rotated (the window's rematch, app/table/open_rematch.hpp; docs/records.md,
// "The same deals, seats swapped"): a recorded game dealt again so that every seat holds what the
// next seat held (seat k what seat k + 1 held; at two seats, the two exchanged), as
// `parlor-cli rematch` seats every player one seat on with the same deals.

#include "parlor/games/fivecrowns/rules.hpp"

#include <vector>

namespace parlor::fivecrowns {

// The deck a state just dealt by deal_round was dealt from (first seat: state.turn; the turned-up
// card and the stock after the hands), top first.
std::vector<Card> dealt_deck(const GameState& dealt);

// `deck` as it deals every seat the next seat's cards of a round of `round` at `seats` seats
// dealt from the same first seat: each pass round the table turned by one card.
std::vector<Card> deck_rotated(std::vector<Card> deck, int round, int seats);

// A new game's start (round 1 dealt, seat 0 first) with every hand the next seat's.
GameState seats_rotated(const GameState& start);

// A recorded chance dealt in `state` so: the coin lands the other way (the other seat of two
// plays first); a new round's deck, at more than two seats (whose first seat goes round the
// table whoever went out), turned as deck_rotated; at two, whose first seat is the one that went
// out, dealt as it is. A reshuffled stock is what the play made it: as it is.
Chance seats_rotated(const GameState& state, Chance chance);

} // namespace parlor::fivecrowns
