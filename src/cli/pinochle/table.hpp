#pragma once
// The Pinochle table as text for the terminal game, the human's cards numbered for answers, and
// the sentences that announce what happened.

#include "parlor/games/pinochle/rules.hpp"

#include <optional>
#include <string>
#include <vector>

namespace parlor::cli::pinochle_cli {

using namespace parlor::pinochle;

// Round, trump and stock, the scores, each side's melds (apart from the hand, the human's cards
// numbered), the computer's card count and both capture piles.
std::string table_text(const GameState& state);

// One line per event, as the human sees it (the game's sentence, event_words.hpp): the
// computer's hidden cards are never named.
std::string event_text(const Event& event);

// The results of a round: each side's melds, meld and capture points, the scores.
std::string results_text(const RoundResult& result);

} // namespace parlor::cli::pinochle_cli
