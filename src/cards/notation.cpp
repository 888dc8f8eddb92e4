#include "parlor/cards/notation.hpp"

#include <algorithm>
#include <cctype>

namespace parlor::cards {

namespace {

std::optional<int> parse_rank(std::string_view text) {
    if (text == "10") {
        return 10;
    }
    if (text.size() != 1) {
        return std::nullopt;
    }
    const char c = static_cast<char>(std::toupper(static_cast<unsigned char>(text[0])));
    switch (c) {
    case 'A':
        return ace;
    case 'X':
        return 10;
    case 'J':
        return jack;
    case 'Q':
        return queen;
    case 'K':
        return king;
    default:
        if (c >= '2' && c <= '9') {
            return c - '0';
        }
        return std::nullopt;
    }
}

} // namespace

std::optional<Suit> parse_suit(char letter) {
    switch (std::toupper(static_cast<unsigned char>(letter))) {
    case 'S':
        return Suit::Spades;
    case 'C':
        return Suit::Clubs;
    case 'D':
        return Suit::Diamonds;
    case 'H':
        return Suit::Hearts;
    case 'T':
        return Suit::Tridents;
    default:
        return std::nullopt;
    }
}

std::optional<Card> parse_card(std::string_view text) {
    if (text.size() < 2 || text.size() > 3) {
        return std::nullopt;
    }
    if (text.size() == 2 && std::toupper(static_cast<unsigned char>(text[0])) == 'J' &&
        text[1] >= '1' && text[1] <= '3') {
        return Card::joker(text[1] - '0');
    }
    const auto rank = parse_rank(text.substr(0, text.size() - 1));
    const auto suit = parse_suit(text.back());
    if (!rank || !suit) {
        return std::nullopt;
    }
    return Card::of(*rank, *suit);
}

std::optional<Card> parse_card_suit_first(std::string_view text) {
    if (text.size() < 2 || text.size() > 3) {
        return std::nullopt;
    }
    if (text.size() == 2 && std::toupper(static_cast<unsigned char>(text[0])) == 'J' &&
        text[1] >= '1' && text[1] <= '3') {
        return Card::joker(text[1] - '0');
    }
    const auto suit = parse_suit(text.front());
    const auto rank = parse_rank(text.substr(1));
    if (!rank || !suit) {
        return std::nullopt;
    }
    return Card::of(*rank, *suit);
}

std::string to_string_suit_first(Card card) {
    if (card.is_joker()) {
        return to_string(card);
    }
    return std::string{suit_letter(card.suit), rank_letter(card.rank)};
}

std::string format_cards_suit_first(const std::vector<Card>& cards) {
    std::string out;
    for (const Card& card : cards) {
        if (!out.empty()) {
            out += ' ';
        }
        out += to_string_suit_first(card);
    }
    return out;
}

std::vector<std::string_view> split_words(std::string_view text) {
    std::vector<std::string_view> words;
    std::size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && (text[i] == ' ' || text[i] == '\t' || text[i] == '\r')) {
            ++i;
        }
        std::size_t start = i;
        while (i < text.size() && text[i] != ' ' && text[i] != '\t' && text[i] != '\r') {
            ++i;
        }
        if (i > start) {
            words.push_back(text.substr(start, i - start));
        }
    }
    return words;
}

std::string format_cards(const std::vector<Card>& cards) {
    std::string out;
    for (const Card& card : cards) {
        if (!out.empty()) {
            out += ' ';
        }
        out += to_string(card);
    }
    return out;
}

std::string pretty_cards(const std::vector<Card>& cards) {
    std::string out;
    for (const Card& card : cards) {
        if (!out.empty()) {
            out += ' ';
        }
        out += pretty(card);
    }
    return out;
}

std::optional<Card> parse_pretty(std::string_view text) {
    for (const Suit suit :
         {Suit::Spades, Suit::Clubs, Suit::Diamonds, Suit::Hearts, Suit::Tridents}) {
        const std::string symbol = suit_symbol(suit);
        if (text.size() <= symbol.size() || !text.ends_with(symbol)) {
            continue;
        }
        const std::string_view rank = text.substr(0, text.size() - symbol.size());
        for (int r = ace; r <= king; ++r) {
            const std::string shown = rank_symbol(r);
            const bool same =
                shown.size() == rank.size() &&
                std::equal(shown.begin(), shown.end(), rank.begin(), [](char a, char b) {
                    return std::toupper(static_cast<unsigned char>(a)) ==
                           std::toupper(static_cast<unsigned char>(b));
                });
            if (same) {
                return Card::of(r, suit);
            }
        }
    }
    return std::nullopt;
}

} // namespace parlor::cards
