#pragma once
// The menu before each turn (save, make a move, help, quit, and undo and redo when there is
// something to take back or make again; docs/cli.md) and the call of the coin toss, as every
// game's terminal session asks them.

#include "cli/io.hpp"
#include "cli/terminal.hpp"

#include <optional>
#include <string>
#include <string_view>

namespace parlor::cli {

enum class MenuChoice { Save, Move, Help, Quit, Undo, Redo };

// What the menu offers beyond save, move and quit: help (before the player's own turns), undo
// (a decision of the player's to take back) and redo (one taken back, to make again).
struct MenuOffer {
    bool help = false;
    bool undo = false;
    bool redo = false;
};

// "1".."6" or "save", "move", "help", "quit", "undo", "redo". A choice not offered is refused.
std::optional<MenuChoice> read_menu_choice(std::string_view answer, const MenuOffer& offer,
                                           std::string& complaint);
inline std::optional<MenuChoice> read_menu_choice(std::string_view answer, bool help_offered,
                                                  std::string& complaint) {
    return read_menu_choice(answer, MenuOffer{.help = help_offered}, complaint);
}

// Prints the menu ("  1. Save the game" ... with "3. Ask for help", "5. Undo ..." and "6. Redo
// ..." only when offered) and asks until one of its choices is made.
MenuChoice ask_menu(Prompter& ask, const Io& io, const MenuOffer& offer);

// "heads"/"h" (true) or "tails"/"t" (false).
std::optional<bool> read_toss_call(std::string_view answer, std::string& complaint);

// "Call the coin toss for `what`: heads or tails?" until answered: true for heads.
bool ask_toss(Prompter& ask, std::string_view what);

// "help" or "?" at any question of the human's turn.
bool is_help_request(std::string_view answer);

// "undo" or "redo" typed where a game asks for a move (Cribbage's questions, which have no menu).
bool is_undo_request(std::string_view answer);
bool is_redo_request(std::string_view answer);

} // namespace parlor::cli
