#include "parlor/cards/card.hpp"

namespace parlor::cards {

char rank_letter(int rank) {
    switch (rank) {
    case ace:
        return 'A';
    case 10:
        return 'X';
    case jack:
        return 'J';
    case queen:
        return 'Q';
    case king:
        return 'K';
    default:
        return static_cast<char>('0' + rank);
    }
}

std::string rank_symbol(int rank) {
    switch (rank) {
    case ace:
        return "A";
    case 10:
        return "10";
    case jack:
        return "J";
    case queen:
        return "Q";
    case king:
        return "K";
    default:
        return std::string(1, static_cast<char>('0' + rank));
    }
}

std::string rank_name(int rank) {
    switch (rank) {
    case ace:
        return "ace";
    case jack:
        return "jack";
    case queen:
        return "queen";
    case king:
        return "king";
    default:
        return std::to_string(rank);
    }
}

char suit_letter(Suit suit) {
    static constexpr char letters[] = {'S', 'C', 'D', 'H', 'T'};
    return letters[static_cast<int>(suit)];
}

std::string suit_symbol(Suit suit) {
    // U+2646 (Neptune, a trident) stands for tridents.
    static const char* const symbols[] = {"\u2660", "\u2663", "\u2666", "\u2665", "\u2646"};
    return symbols[static_cast<int>(suit)];
}

std::string suit_name(Suit suit) {
    static const char* const names[] = {"spades", "clubs", "diamonds", "hearts", "tridents"};
    return names[static_cast<int>(suit)];
}

std::string suit_name_singular(Suit suit) {
    static const char* const names[] = {"spade", "club", "diamond", "heart", "trident"};
    return names[static_cast<int>(suit)];
}

std::string to_string(Card card) {
    if (card.is_joker()) {
        return std::string("J") + static_cast<char>('0' + card.joker_number);
    }
    return std::string{rank_letter(card.rank), suit_letter(card.suit)};
}

std::string pretty(Card card) {
    if (card.is_joker()) {
        return "Joker";
    }
    return rank_symbol(card.rank) + suit_symbol(card.suit);
}

std::string long_name(Card card) {
    if (card.is_joker()) {
        return "joker";
    }
    return rank_name(card.rank) + " of " + suit_name(card.suit);
}

} // namespace parlor::cards
