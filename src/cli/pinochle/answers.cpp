#include "cli/pinochle/answers.hpp"

#include "cli/terminal.hpp"

#include "parlor/cards/notation.hpp"
#include "parlor/cards/text_format.hpp"
#include "parlor/games/pinochle/move_words.hpp"

#include <algorithm>
#include <cctype>

namespace parlor::cli::pinochle_cli {

std::vector<std::size_t> numbering(const Holding& hand) {
    std::vector<std::size_t> order;
    for (const bool melded : {false, true}) {
        for (std::size_t i = 0; i < hand.cards.size(); ++i) {
            if (hand.cards[i].melded() == melded) {
                order.push_back(i);
            }
        }
    }
    return order;
}

namespace {

// A card typed as the table names it ("Q♠", "Q♠*" from a meld, "Q♠**" from the second), in the
// file's code the words read ("QS", "QS*", "QS**"); any other text as it is.
std::string as_code(const std::string& text) {
    const std::size_t last = text.find_last_not_of('*');
    const std::size_t stars = last == std::string::npos ? 0 : text.size() - 1 - last;
    const auto card = cards::parse_pretty(std::string_view(text).substr(0, text.size() - stars));
    return card ? cards::to_string(*card) + std::string(stars, '*') : text;
}

} // namespace

std::optional<Play> read_play(std::string_view answer, const Holding& hand,
                              std::string& complaint) {
    const std::string text = cards::trim(answer);
    if (!text.empty() && std::all_of(text.begin(), text.end(), [](char c) {
            return std::isdigit(static_cast<unsigned char>(c));
        })) {
        const std::vector<std::size_t> numbers = numbering(hand);
        const auto n = cards::parse_non_negative(text);
        if (n && *n >= 1 && static_cast<std::size_t>(*n) <= numbers.size()) {
            return play_of(hand, numbers[static_cast<std::size_t>(*n - 1)]);
        }
        complaint = "There is no card " + text + "; your cards are numbered 1 to " +
                    std::to_string(numbers.size()) + ".";
        return std::nullopt;
    }
    std::string error;
    if (const auto play = read_play_words(as_code(text), hand, error)) {
        return play;
    }
    complaint = "Name a card of yours (like Q♠ or QS, and Q♠* for the one in your melds) or "
                "its number: " +
                error + ".";
    return std::nullopt;
}

std::optional<Action> read_meld(std::string_view answer, const std::vector<Meld>& melds,
                                std::string& complaint) {
    if (auto action = read_meld_words(normalise_answer(answer), melds)) {
        return action;
    }
    complaint = "Choose a meld by its number, or 0 for none.";
    return std::nullopt;
}

} // namespace parlor::cli::pinochle_cli
