#include "parlor/games/casino/cards.hpp"

#include "parlor/cards/deck.hpp"
#include "parlor/cards/listed.hpp"
#include "parlor/cards/notation.hpp"

namespace parlor::casino {

CardSet set_of(const std::vector<Card>& cards) {
    CardSet set = 0;
    for (const Card card : cards) {
        set |= card_bit(card);
    }
    return set;
}

std::vector<Card> cards_of(CardSet set) {
    std::vector<Card> out;
    for (int id = 0; id < deck_size; ++id) {
        if (set & (CardSet{1} << id)) {
            out.push_back(card_from_id(id));
        }
    }
    return out;
}

std::vector<Card> full_deck() {
    return cards::standard_deck();
}

std::optional<Card> parse(std::string_view text, std::string& error) {
    const auto card = cards::parse_card_suit_first(text);
    if (!card || !in_deck(*card)) {
        error = "\"" + std::string(text) +
                "\" is not a card (expected suit S/C/D/H then rank A/2-9/X/J/Q/K, like S7 or CX)";
        return std::nullopt;
    }
    return card;
}

std::optional<std::vector<Card>> parse_cards(std::string_view text, std::string& error) {
    return cards::parse_card_words(text, parse, error);
}

std::string code(Card card) {
    return cards::to_string_suit_first(card);
}

std::string codes(const std::vector<Card>& cards) {
    return cards::format_cards_suit_first(cards);
}

std::string the_card(Card card) {
    return "the " + cards::long_name(card);
}

std::string the_cards(const std::vector<Card>& cards) {
    std::vector<std::string> named;
    for (const Card card : cards) {
        named.push_back(the_card(card));
    }
    return cards::listed(named);
}

} // namespace parlor::casino
