#include "parlor/games/pinochle/cards.hpp"

#include "parlor/cards/error_text.hpp"
#include "parlor/cards/notation.hpp"

namespace parlor::pinochle {

std::vector<Card> full_deck() {
    std::vector<Card> deck;
    deck.reserve(deck_size);
    for (int copy = 0; copy < copies_of_each; ++copy) {
        for (int id = 0; id < distinct_cards; ++id) {
            deck.push_back(card_from_id(id));
        }
    }
    return deck;
}

std::optional<Card> parse(std::string_view text, std::string& error) {
    const auto card = cards::parse_card(text);
    if (!card || !in_deck(*card)) {
        error = cards::in_quotes(text) +
                " is not a Pinochle card (expected rank 9/X/J/Q/K/A and suit C/D/H/S)";
        return std::nullopt;
    }
    return card;
}

std::optional<std::vector<Card>> parse_cards(std::string_view text, std::string& error) {
    return cards::parse_card_words(text, parse, error);
}

std::optional<Suit> parse_suit(std::string_view text) {
    if (text.size() != 1) {
        return std::nullopt;
    }
    const auto suit = cards::parse_suit(text[0]);
    return suit == Suit::Tridents ? std::nullopt : suit;
}

} // namespace parlor::pinochle
