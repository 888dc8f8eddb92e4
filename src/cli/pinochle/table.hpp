#pragma once
// The Pinochle table as text for the terminal game, the human's cards numbered for answers, and
// the sentences that announce what happened.

#include "parlor/games/pinochle/rules.hpp"

#include <optional>
#include <string>
#include <vector>

namespace parlor::cli::pinochle_cli {

using namespace parlor::pinochle;

// The human's cards as the terminal numbers them: the unmelded cards first, then each melded
// card once. Entry k (from 0) is answer k+1; the value is the card's position in the hand.
std::vector<std::size_t> numbering(const Holding& hand);

// Round, trump and stock, the scores, each side's melds (apart from the hand, the human's cards
// numbered), the computer's card count and both capture piles.
std::string table_text(const GameState& state);

// One line per event, as the human sees it: the computer's hidden cards are never named.
std::string event_text(const Event& event);

// The results of a round: each side's melds, meld and capture points, the scores.
std::string results_text(const RoundResult& result);

// The play a typed answer names: a number (1..), or a code (parlor/games/pinochle/play_code.hpp:
// "QS", "QS*" for the copy in the melds). Nothing and a complaint otherwise.
std::optional<Play> read_play(const std::string& answer, const Holding& hand,
                              std::string& complaint);

} // namespace parlor::cli::pinochle_cli
