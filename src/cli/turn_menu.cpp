#include "cli/turn_menu.hpp"

#include <ostream>
#include <vector>

namespace parlor::cli {

namespace {

// The numbers the menu offers, in order: 1, 2, 4 always, 3, 5 and 6 when offered.
std::vector<int> numbers_offered(const MenuOffer& offer) {
    std::vector<int> numbers{1, 2};
    if (offer.help) {
        numbers.push_back(3);
    }
    numbers.push_back(4);
    if (offer.undo) {
        numbers.push_back(5);
    }
    if (offer.redo) {
        numbers.push_back(6);
    }
    return numbers;
}

// "1-4" for a run from 1, else "1, 2 or 4".
std::string numbers_text(const std::vector<int>& numbers, bool as_range) {
    if (as_range && numbers.back() == static_cast<int>(numbers.size())) {
        return "1-" + std::to_string(numbers.back());
    }
    std::string text;
    for (std::size_t i = 0; i < numbers.size(); ++i) {
        text += (i == 0                    ? ""
                 : i + 1 == numbers.size() ? " or "
                                           : ", ") +
                std::to_string(numbers[i]);
    }
    return text;
}

} // namespace

std::optional<MenuChoice> read_menu_choice(std::string_view answer, const MenuOffer& offer,
                                           std::string& complaint) {
    const std::string word = normalise_answer(answer);
    const std::string choose = numbers_text(numbers_offered(offer), false);
    if (is_one_of(word, {"1", "save"})) {
        return MenuChoice::Save;
    }
    if (is_one_of(word, {"2", "move"})) {
        return MenuChoice::Move;
    }
    if (is_one_of(word, {"3", "help"})) {
        if (offer.help) {
            return MenuChoice::Help;
        }
        complaint = "Help is offered before your own turns only; choose " + choose + ".";
        return std::nullopt;
    }
    if (is_one_of(word, {"4", "quit"})) {
        return MenuChoice::Quit;
    }
    // 5 and 6 are numbers only while the menu lists them; the words are explained.
    if ((offer.undo && word == "5") || word == "undo") {
        if (offer.undo) {
            return MenuChoice::Undo;
        }
        complaint = "There is no move of yours to take back now; choose " + choose + ".";
        return std::nullopt;
    }
    if ((offer.redo && word == "6") || word == "redo") {
        if (offer.redo) {
            return MenuChoice::Redo;
        }
        complaint = "There is no move taken back to make again; choose " + choose + ".";
        return std::nullopt;
    }
    complaint = "Please choose " + choose + ".";
    return std::nullopt;
}

MenuChoice ask_menu(Prompter& ask, const Io& io, const MenuOffer& offer) {
    io.out << "  1. Save the game\n  2. Make a move\n";
    if (offer.help) {
        io.out << "  3. Ask for help\n";
    }
    io.out << "  4. Quit the game\n";
    if (offer.undo) {
        io.out << "  5. Undo: take back your last move (and the computer's replies)\n";
    }
    if (offer.redo) {
        io.out << "  6. Redo: make the move taken back again\n";
    }
    const std::string question =
        "Your choice (" + numbers_text(numbers_offered(offer), true) + "): ";
    return ask.ask_until<MenuChoice>(question,
                                     [&offer](const std::string& answer, std::string& complaint) {
                                         return read_menu_choice(answer, offer, complaint);
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

bool ask_toss(Prompter& ask, std::string_view what) {
    return ask.ask_until<bool>("Call the coin toss for " + std::string(what) + ": heads or tails? ",
                               read_toss_call);
}

bool is_help_request(std::string_view answer) {
    return is_one_of(normalise_answer(answer), {"help", "?"});
}

bool is_undo_request(std::string_view answer) {
    return is_one_of(normalise_answer(answer), {"undo"});
}

bool is_redo_request(std::string_view answer) {
    return is_one_of(normalise_answer(answer), {"redo"});
}

} // namespace parlor::cli
