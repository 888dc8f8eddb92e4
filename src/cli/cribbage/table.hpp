#pragma once
// The Cribbage table as text for the terminal game, and the lines that announce what happened.

#include "cli/hand_answers.hpp"

#include "parlor/games/cribbage/rules.hpp"

#include <string>
#include <vector>

namespace parlor::cli::crib {

using namespace parlor::cribbage;

// Scores, dealer, starter, the pile and its count, go, what each side has played and holds
// (the human's cards only).
std::string table_text(const GameState& state);

// One line per event, as the human sees it (the game's sentence, event_words.hpp): the
// computer's hidden cards are never named. A deal and the end stand out.
std::string event_text(const Event& event);

} // namespace parlor::cli::crib
