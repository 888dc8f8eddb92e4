#pragma once
// What the terminal shows of a Cruno table: the table before the human's turn and a line for
// each event, told from the human's seat (the human's own draws name the card, the others'
// do not).

#include "parlor/games/cruno/rules.hpp"

#include <string>

namespace parlor::cli::cruno_cli {

// The pile, the suit to follow, the stock, the direction, every other player's card count, and
// the hand of `viewer` numbered, with what it can play.
std::string table_text(const parlor::cruno::GameState& state, int viewer);

// "1:7C 2:SKH 3:8S"
std::string numbered(const std::vector<parlor::cruno::Card>& hand);

} // namespace parlor::cli::cruno_cli
