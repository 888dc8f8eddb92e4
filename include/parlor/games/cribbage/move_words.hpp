#pragma once
// A move in the words a player types at the terminal (`parlor-cli play cribbage`) and
// `parlor-cli advise` prints: the codes of the cards, read back by `parse` (cards.hpp).

#include "parlor/games/cribbage/rules.hpp"

#include <string>

namespace parlor::cribbage {

// "5H 6C" to lay away two cards, "7S" to play one; empty for the cut and the next deal, which
// the terminal makes without asking for a move.
std::string move_text(const Action& action);

} // namespace parlor::cribbage
