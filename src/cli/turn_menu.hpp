#pragma once
// The menu the OPL-style briefs (Five Crowns, Casino) ask for before every turn — save, make a
// move, help (the human's turns only), quit — and the call of the coin toss.

#include "cli/io.hpp"
#include "cli/terminal.hpp"

#include <optional>
#include <string>
#include <string_view>

namespace parlor::cli {

enum class MenuChoice { Save, Move, Help, Quit };

// "1".."4" or "save", "move", "help", "quit". Help is refused before the computer's turn.
std::optional<MenuChoice> read_menu_choice(std::string_view answer, bool help_offered,
                                           std::string& complaint);

// Prints "Your turn." (or the computer's) and the numbered menu, then asks until a choice is
// made: 1-4 before the human's turn, 1, 2 or 4 before the computer's.
MenuChoice ask_turn_menu(Prompter& ask, const Io& io, bool human);

// "heads"/"h" (true) or "tails"/"t" (false).
std::optional<bool> read_toss_call(std::string_view answer, std::string& complaint);

} // namespace parlor::cli
