#pragma once
// The menu before a turn in a terminal game (the briefs' "save, make a move, help, quit"), for
// any game that offers it.

#include "cli/io.hpp"
#include "cli/play_session.hpp"
#include "cli/terminal.hpp"

#include <functional>

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

// What the menu's choices do.
struct TurnMenu {
    std::string heading;        // a line before the menu, each time it is shown ("Your turn.")
    bool help_offered = true;   // help before the human's own turns only
    std::function<bool()> save; // asks for a file and saves: true once saved
    std::function<void()> help; // prints the help
    std::function<void()> move; // makes the turn's move
};

// The menu again and again until a move is made (nothing), or the game is saved or quit (how
// the session ends).
std::optional<Ending> run_turn_menu(Prompter& ask, const Io& io, const TurnMenu& menu);

} // namespace parlor::cli
