#pragma once
// What the human types in `play pinochle`, read into moves. Each reader returns the move, or
// nothing and a complaint that says what would be accepted; the session asks again. The words
// are the game's (parlor/games/pinochle/move_words.hpp), plus the numbers the table shows.

#include "parlor/games/pinochle/rules.hpp"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace parlor::cli::pinochle_cli {

using namespace parlor::pinochle;

// The human's cards as the terminal numbers them: the unmelded cards first, then each melded
// card once. Entry k (from 0) is answer k+1; the value is the card's position in the hand.
std::vector<std::size_t> numbering(const Holding& hand);

// A card to play: its number (1..) or its code ("QS", "QS*" for the copy in the melds).
std::optional<Play> read_play(std::string_view answer, const Holding& hand, std::string& complaint);

// A meld after a won trick, from the list `melds` shown numbered: its number, or 0 / "none".
std::optional<Action> read_meld(std::string_view answer, const std::vector<Meld>& melds,
                                std::string& complaint);

} // namespace parlor::cli::pinochle_cli
