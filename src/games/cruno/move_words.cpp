// Moves written the way a player types them.

#include "parlor/games/cruno/move_words.hpp"

#include "parlor/cards/error_text.hpp"
#include "parlor/cards/notation.hpp"
#include "parlor/cards/text_format.hpp"

#include <type_traits>

namespace parlor::cruno {

std::string move_text(const Action& action) {
    return std::visit(
        [](const auto& act) -> std::string {
            using T = std::decay_t<decltype(act)>;
            if constexpr (std::is_same_v<T, Draw>) {
                return "draw";
            } else if constexpr (std::is_same_v<T, Play>) {
                return to_string(act.card) +
                       (act.suit ? std::string(" ") + suit_letter(*act.suit) : std::string());
            } else {
                return "convert " + to_string(act.card) + " " + suit_letter(act.suit);
            }
        },
        action);
}

std::optional<Action> read_move_words(std::string_view text, std::string& error) {
    const std::vector<std::string_view> words = cards::split_words(text);
    const std::string usage =
        "type a card (like 7H or SKH), an 8 and the suit to name (like 8C H), or draw";
    if (words.empty()) {
        error = "Nothing typed: " + usage + ".";
        return std::nullopt;
    }
    const std::string first = cards::to_lower(words[0]);
    if (first == "draw" || first == "d") {
        if (words.size() > 1) {
            error = "\"draw\" takes nothing after it.";
            return std::nullopt;
        }
        return Draw{};
    }
    const bool convert = first == "convert";
    const std::size_t at = convert ? 1 : 0;
    if (words.size() <= at) {
        error = "Name the card to convert and the suit, like convert 4C H.";
        return std::nullopt;
    }
    std::string card_error;
    const auto card = parse(words[at], card_error);
    if (!card) {
        error = card_error + ": " + usage + ".";
        return std::nullopt;
    }
    std::optional<Suit> suit;
    if (words.size() > at + 1) {
        suit = parse_suit(words[at + 1]);
        if (!suit || words.size() > at + 2) {
            error = cards::in_quotes(words[at + 1]) +
                    " is not a suit to name: C, D, H or S (or clubs, diamonds, hearts, spades).";
            return std::nullopt;
        }
    }
    if (convert) {
        if (!suit) {
            error = "Name the suit the converted card stands for, like convert 4C H.";
            return std::nullopt;
        }
        return Convert{*card, *suit};
    }
    if (card->is_eight() && !suit) {
        error = "Name the suit to follow after the 8, like " + to_string(*card) + " H.";
        return std::nullopt;
    }
    if (!card->is_eight() && suit) {
        error = "Only an 8 names a suit: type " + to_string(*card) + " alone.";
        return std::nullopt;
    }
    return Play{*card, suit};
}

} // namespace parlor::cruno
