#pragma once
// The menu the OPL-style briefs (Five Crowns, Casino) ask for before every turn — save, make a
// move, help (the human's turns only), quit — and the call of the coin toss.

#include "cli/io.hpp"
#include "cli/play_session.hpp"
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

// The menu before a turn, asked again after help or a save given up, until a move is made
// (nothing is returned), the game is saved or it is quit. `save()` is the session's (true once
// saved), `move()` makes the move and returns false to come back to the menu.
template <class Save, class Help, class Move>
std::optional<Ending> run_turn_menu(Prompter& ask, const Io& io, bool human, Save&& save,
                                    Help&& help, Move&& move) {
    for (;;) {
        switch (ask_turn_menu(ask, io, human)) {
        case MenuChoice::Save:
            if (save()) {
                return Ending::Saved;
            }
            break;
        case MenuChoice::Help:
            help();
            break;
        case MenuChoice::Quit:
            return quit_game(io);
        case MenuChoice::Move:
            if (move()) {
                return std::nullopt;
            }
            break;
        }
    }
}

// "heads"/"h" (true) or "tails"/"t" (false).
std::optional<bool> read_toss_call(std::string_view answer, std::string& complaint);

} // namespace parlor::cli
