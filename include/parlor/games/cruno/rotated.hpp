#pragma once
// The same deal, seats rotated (the window's rematch, app/table/open_rematch.hpp; docs/records.md,
// "The same deals, seats swapped"): a recorded game dealt again so that every seat holds what the
// next seat held (seat k what seat k + 1 held), as `parlor-cli rematch` seats every player one
// seat on with the same deal.

#include "parlor/games/cruno/rules.hpp"

#include <vector>

namespace parlor::cruno {

// The deck a new game's state was dealt from by new_game (from the dealer's left, then the
// turned-up card, then the stock), top first.
std::vector<Card> dealt_deck(const GameState& start);

// A new game's start dealt from the same deck by the seat before its dealer: every seat holds the
// next seat's hand, and the seat that held the first turn's hand plays first. The seats' names
// and players stay where they sit.
GameState seats_rotated(GameState start);

} // namespace parlor::cruno
