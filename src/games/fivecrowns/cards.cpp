#include "parlor/games/fivecrowns/cards.hpp"

#include "parlor/cards/deck.hpp"
#include "parlor/cards/notation.hpp"

namespace parlor::fivecrowns {

std::vector<Card> full_deck() {
    return cards::make_deck(3, cards::king, 5, 3, 2);
}

std::optional<Card> parse(std::string_view text, std::string& error) {
    const auto card = cards::parse_card(text);
    if (!card || !in_deck(*card)) {
        error = "\"" + std::string(text) +
                "\" is not a card (expected rank 3-9/X/J/Q/K and suit S/C/D/H/T, or J1-J3)";
        return std::nullopt;
    }
    return card;
}

} // namespace parlor::fivecrowns
