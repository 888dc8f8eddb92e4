#include "parlor/games/cribbage/cards.hpp"

#include "parlor/cards/deck.hpp"
#include "parlor/cards/notation.hpp"

namespace parlor::cribbage {

std::vector<Card> full_deck() {
    return cards::standard_deck();
}

std::optional<Card> parse(std::string_view text, std::string& error) {
    const auto card = cards::parse_card(text);
    if (!card || !in_deck(*card)) {
        error = "\"" + std::string(text) +
                "\" is not a card (expected rank A/2-9/X/J/Q/K and suit S/C/D/H)";
        return std::nullopt;
    }
    return card;
}

std::optional<std::vector<Card>> parse_cards(std::string_view text, std::string& error) {
    return cards::parse_card_words(text, parse, error);
}

} // namespace parlor::cribbage
