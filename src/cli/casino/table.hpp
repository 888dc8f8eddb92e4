#pragma once
// The Casino table as text for the terminal game, and the lines that announce what happened.

#include "parlor/games/casino/rules.hpp"

#include <string>
#include <vector>

namespace parlor::cli::casino_cli {

using namespace parlor::casino;

// Round and scores, the table with each build's value and owner, both piles with what counts in
// them, the deck, the computer's number of cards and the human's hand.
std::string table_text(const GameState& state);

// One line (or a few) per event, as the human sees it (the game's sentence, event_words.hpp):
// the computer's hand is never named. A round's start and the end stand out; a round's points
// are a table. Empty for an event with nothing to say.
std::string event_text(const Event& event);

// The round's points category by category, and the totals.
std::string round_score_text(const RoundScoredEvent& scored);

// "  1. capture 5♥ 4♦ with 9♣   (capture the 5♥ and the 4♦ with the 9♣)" per legal move.
std::string moves_text(const std::vector<Action>& moves);

} // namespace parlor::cli::casino_cli
