#pragma once
// The menu before each turn (save, make a move, help, quit; docs/cli.md) and the call of the
// coin toss, as every game's terminal session asks them.

#include "cli/io.hpp"
#include "cli/terminal.hpp"

#include <optional>
#include <string>
#include <string_view>

namespace parlor::cli {

enum class MenuChoice { Save, Move, Help, Quit };

// "1".."4" or "save", "move", "help", "quit". Help is refused when not offered (before the
// computer's turn).
std::optional<MenuChoice> read_menu_choice(std::string_view answer, bool help_offered,
                                           std::string& complaint);

// Prints the menu ("  1. Save the game" ... with "3. Ask for help" only when offered) and asks
// until one of its choices is made.
MenuChoice ask_menu(Prompter& ask, const Io& io, bool help_offered);

// "heads"/"h" (true) or "tails"/"t" (false).
std::optional<bool> read_toss_call(std::string_view answer, std::string& complaint);

// "help" or "?" at any question of the human's turn.
bool is_help_request(std::string_view answer);

} // namespace parlor::cli
