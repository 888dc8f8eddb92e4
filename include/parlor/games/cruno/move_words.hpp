#pragma once
// A move in the words a player types at the terminal (`parlor-cli play cruno`) and
// `parlor-cli advise` prints, read and written side by side so the two cannot drift apart.

#include "parlor/games/cruno/rules.hpp"

#include <optional>
#include <string>
#include <string_view>

namespace parlor::cruno {

// "7H" or "SKD" to play a card, "8C H" to play an 8 and name a suit, "draw", "convert 4C H".
std::string move_text(const Action& action);

// Reads those words in any letter case and spacing, a suit also by its name ("8c hearts").
// Nothing, and `error` saying what is accepted, for anything else.
std::optional<Action> read_move_words(std::string_view text, std::string& error);

} // namespace parlor::cruno
