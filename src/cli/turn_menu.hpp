#pragma once
// The menu before a turn in a terminal game (the briefs' "save, make a move, help, quit"), for
// any game that offers it.

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

// Prints the menu ("  1. Save the game" ... "  4. Quit the game", help only when offered) and
// asks until a choice is made.
MenuChoice ask_menu(Prompter& ask, const Io& io, bool help_offered);

} // namespace parlor::cli
