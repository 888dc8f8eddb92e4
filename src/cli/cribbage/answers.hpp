#pragma once
// What the human types for a move, read into an action: the words that `move_text`
// (parlor/games/cribbage/move_words.hpp) writes, or the cards' positions in the hand.

#include "parlor/games/cribbage/rules.hpp"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace parlor::cli::crib {

// Two cards of `hand` to lay away (`laying`) or one to play ("5H 6C", "7S", "1 2", "3"); or
// nothing and a complaint that says what would be accepted.
std::optional<cribbage::Action> read_move(std::string_view answer,
                                          const std::vector<cribbage::Card>& hand, bool laying,
                                          std::string& complaint);

} // namespace parlor::cli::crib
