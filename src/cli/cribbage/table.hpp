#pragma once
// The Cribbage table as text for the terminal game, and the sentences that announce what happened.

#include "cli/hand_answers.hpp"

#include "parlor/games/cribbage/rules.hpp"

#include <string>
#include <vector>

namespace parlor::cli::crib {

using namespace parlor::cribbage;

// Scores, dealer, starter, the pile and its count, go, what each side has played and holds
// (the human's cards only).
std::string table_text(const GameState& state);

// One line per event, as the human sees it: the computer's hidden cards are never named.
std::string event_text(const Event& event);

// "Your hand 5H 5S 5C JD with the 5D: 29 — fifteen two, ..."
std::string show_text(const Show& show);

} // namespace parlor::cli::crib
