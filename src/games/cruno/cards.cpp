// The Cruno deck and its notation.

#include "parlor/games/cruno/cards.hpp"

#include "parlor/cards/error_text.hpp"
#include "parlor/cards/notation.hpp"
#include "parlor/cards/text_format.hpp"

namespace parlor::cruno {

namespace {

struct ActionName {
    Kind kind;
    std::string_view code;  // "SK"
    std::string_view title; // "Skip"
};
constexpr std::array<ActionName, 3> action_names = {{
    {Kind::Skip, "SK", "Skip"},
    {Kind::Reverse, "RV", "Reverse"},
    {Kind::DrawTwo, "D2", "Draw Two"},
}};

const ActionName& name_of(Kind kind) {
    return action_names[static_cast<std::size_t>(kind) - 1];
}

} // namespace

std::vector<Card> full_deck(int decks) {
    std::vector<Card> deck;
    for (int copy = 0; copy < decks; ++copy) {
        for (const Suit suit : suits) {
            for (int rank = 1; rank <= 13; ++rank) {
                deck.push_back(Card::standard(rank, suit));
            }
            for (const ActionName& action : action_names) {
                for (int i = 0; i < action_copies; ++i) {
                    deck.push_back(Card::action(action.kind, suit));
                }
            }
        }
    }
    return deck;
}

std::string to_string(Card card) {
    if (card.is_action()) {
        return std::string(name_of(card.kind).code) + suit_letter(card.suit);
    }
    return std::string{cards::rank_letter(card.rank), suit_letter(card.suit)};
}

std::string to_string(const std::vector<Card>& cards) {
    std::string out;
    for (const Card card : cards) {
        if (!out.empty()) {
            out += ' ';
        }
        out += to_string(card);
    }
    return out;
}

std::optional<Suit> parse_suit(std::string_view text) {
    const std::string word = cards::to_lower(text);
    for (const Suit suit : suits) {
        if (word == cards::to_lower(std::string(1, suit_letter(suit))) ||
            word == cards::suit_name(suit) || word == cards::suit_name_singular(suit)) {
            return suit;
        }
    }
    return std::nullopt;
}

std::optional<Card> parse(std::string_view text, std::string& error) {
    const std::string upper = [&text] {
        std::string out(text);
        for (char& c : out) {
            if (c >= 'a' && c <= 'z') {
                c = static_cast<char>(c - 'a' + 'A');
            }
        }
        return out;
    }();
    if (upper.size() == 3) {
        for (const ActionName& action : action_names) {
            if (upper.compare(0, 2, action.code) == 0) {
                if (const auto suit = parse_suit(upper.substr(2))) {
                    return Card::action(action.kind, *suit);
                }
            }
        }
    }
    if (const auto card = cards::parse_card(upper);
        card && !card->is_joker() && card->suit != Suit::Tridents) {
        return Card::standard(card->rank, card->suit);
    }
    error = cards::in_quotes(text) +
            " is not a Cruno card (a rank A 2-9 X J Q K, or SK RV D2, then a suit C D H S)";
    return std::nullopt;
}

std::optional<std::vector<Card>> parse_cards(std::string_view text, std::string& error) {
    return cards::parse_card_words(text, parse, error);
}

std::string pretty(Card card) {
    if (card.is_action()) {
        return std::string(name_of(card.kind).title) + cards::suit_symbol(card.suit);
    }
    return cards::rank_symbol(card.rank) + cards::suit_symbol(card.suit);
}

std::string pretty(const std::vector<Card>& cards) {
    std::string out;
    for (const Card card : cards) {
        if (!out.empty()) {
            out += ' ';
        }
        out += pretty(card);
    }
    return out;
}

std::string long_name(Card card) {
    const std::string of = " of " + cards::suit_name(card.suit);
    if (card.is_action()) {
        return "the " + std::string(name_of(card.kind).title) + of;
    }
    return "the " + cards::rank_name(card.rank) + of;
}

int held_after(const std::vector<Card>& hand, Suit suit, Card played) {
    int held = 0;
    bool removed = false;
    for (const Card card : hand) {
        if (!removed && card == played) {
            removed = true;
            continue;
        }
        held += !card.is_eight() && card.suit == suit ? 1 : 0;
    }
    return held;
}

} // namespace parlor::cruno
