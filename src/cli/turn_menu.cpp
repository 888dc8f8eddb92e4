#include "cli/turn_menu.hpp"

#include <ostream>

namespace parlor::cli {

std::optional<MenuChoice> read_menu_choice(std::string_view answer, bool help_offered,
                                           std::string& complaint) {
    const std::string word = normalise_answer(answer);
    if (is_one_of(word, {"1", "save"})) {
        return MenuChoice::Save;
    }
    if (is_one_of(word, {"2", "move"})) {
        return MenuChoice::Move;
    }
    if (is_one_of(word, {"3", "help"})) {
        if (help_offered) {
            return MenuChoice::Help;
        }
        complaint = "Help is offered before your own turns only; choose 1, 2 or 4.";
        return std::nullopt;
    }
    if (is_one_of(word, {"4", "quit"})) {
        return MenuChoice::Quit;
    }
    complaint = help_offered ? "Please choose 1, 2, 3 or 4." : "Please choose 1, 2 or 4.";
    return std::nullopt;
}

MenuChoice ask_menu(Prompter& ask, const Io& io, bool help_offered) {
    io.out << "  1. Save the game\n  2. Make a move\n";
    if (help_offered) {
        io.out << "  3. Ask for help\n";
    }
    io.out << "  4. Quit the game\n";
    const std::string question = help_offered ? "Your choice (1-4): " : "Your choice (1, 2 or 4): ";
    return ask.ask_until<MenuChoice>(
        question, [help_offered](const std::string& answer, std::string& complaint) {
            return read_menu_choice(answer, help_offered, complaint);
        });
}

std::optional<bool> read_toss_call(std::string_view answer, std::string& complaint) {
    const std::string word = normalise_answer(answer);
    if (is_one_of(word, {"h", "head", "heads"})) {
        return true;
    }
    if (is_one_of(word, {"t", "tail", "tails"})) {
        return false;
    }
    complaint = "Please answer heads or tails.";
    return std::nullopt;
}

bool is_help_request(std::string_view answer) {
    return is_one_of(normalise_answer(answer), {"help", "?"});
}

} // namespace parlor::cli
