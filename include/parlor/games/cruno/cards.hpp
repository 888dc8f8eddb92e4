#pragma once
// The Cruno card: the 52 standard cards plus Skip, Reverse and Draw Two in each suit. A small
// value with a dense index (0..63 over the 64 faces), so a table can find its picture in an atlas
// and the computer can count cards in arrays. Two copies of an action card per suit make a deck
// of 76; above five players two decks (152) are shuffled together.

#include "parlor/cards/card.hpp"

#include <array>
#include <compare>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace parlor::cruno {

using cards::Suit;

enum class Kind : std::uint8_t { Standard, Skip, Reverse, DrawTwo };

struct Card {
    Kind kind = Kind::Standard;
    std::uint8_t rank = 2;   // 1 (ace) .. 13 (king) for a standard card, 0 for an action card
    Suit suit = Suit::Clubs; // clubs, diamonds, hearts or spades

    static constexpr Card standard(int rank, Suit suit) {
        return Card{Kind::Standard, static_cast<std::uint8_t>(rank), suit};
    }
    static constexpr Card action(Kind kind, Suit suit) { return Card{kind, 0, suit}; }

    constexpr bool is_action() const { return kind != Kind::Standard; }
    constexpr bool is_eight() const { return kind == Kind::Standard && rank == 8; }

    // 0..51: the standard cards, four per rank from the ace; 52..63: Skip, Reverse, Draw Two,
    // four suits each. The suit's place is cards::Suit's (spades, clubs, diamonds, hearts).
    constexpr int index() const {
        const int s = static_cast<int>(suit);
        return kind == Kind::Standard ? (rank - 1) * 4 + s
                                      : 52 + (static_cast<int>(kind) - 1) * 4 + s;
    }
    static constexpr Card from_index(int i) {
        const auto suit = static_cast<Suit>(i % 4);
        return i < 52 ? standard(i / 4 + 1, suit)
                      : action(static_cast<Kind>((i - 52) / 4 + 1), suit);
    }

    friend constexpr auto operator<=>(const Card&, const Card&) = default;
};

inline constexpr int face_count = 64;
inline constexpr int cards_per_deck = 76;
inline constexpr int action_copies = 2; // of each action card per suit, in one deck

// The four suits in the order of the notation's letters C D H S (used for ties and listings).
inline constexpr std::array<Suit, 4> suits = {Suit::Clubs, Suit::Diamonds, Suit::Hearts,
                                              Suit::Spades};

// True for a card of the Cruno deck: a suit of the four, a rank 1..13 or an action.
constexpr bool valid(Card card) {
    if (static_cast<int>(card.suit) > 3) { // no tridents
        return false;
    }
    if (card.kind == Kind::Standard) {
        return card.rank >= 1 && card.rank <= 13;
    }
    return card.rank == 0 && static_cast<int>(card.kind) <= 3;
}

// The penalty of a card left in hand when the stock ends the game: 2-7, 9 and X their value,
// the 8 counts 8, J Q K A 10, action cards 20.
constexpr int penalty(Card card) {
    if (card.is_action()) {
        return 20;
    }
    if (card.rank == cards::ace || card.rank > 10) {
        return 10;
    }
    return card.rank;
}

// How many copies of each face `decks` decks hold: 1 (2 with two decks) of a standard card,
// 2 (4) of an action card.
constexpr int copies_of(Card card, int decks) {
    return (card.is_action() ? action_copies : 1) * decks;
}

// The cards of `decks` decks (1 or 2) in a fixed order: shuffle with an Rng.
std::vector<Card> full_deck(int decks);

// Notation of the save files and logs: a standard card rank then suit ("8H", "XD", "AS"), an
// action card its code then suit ("SKH" Skip, "RVD" Reverse, "D2S" Draw Two).
std::string to_string(Card card);
std::string to_string(const std::vector<Card>& cards); // separated by spaces

// Parses one card in any letter case ("8h", "10D", "skh"). On failure `error` reads like
// "\"5T\" is not a Cruno card (a rank A 2-9 X J Q K or SK RV D2, then a suit C D H S)".
std::optional<Card> parse(std::string_view text, std::string& error);

// Parses cards separated by spaces or tabs.
std::optional<std::vector<Card>> parse_cards(std::string_view text, std::string& error);

// A suit letter C D H S (any case), or a suit name ("hearts", "heart").
std::optional<Suit> parse_suit(std::string_view text);
using cards::suit_letter; // 'C', 'D', 'H', 'S'

// For players to read: "8♥", "Skip♦", "Draw Two♠"; and "the 8 of hearts", "the Skip of
// diamonds", "the Draw Two of spades".
std::string pretty(Card card);
std::string long_name(Card card);
std::string pretty(const std::vector<Card>& cards);

// The cards of `suit` other than 8s left in `hand` once one copy of `played` has gone: what a
// play keeps of the suit it leaves to follow.
int held_after(const std::vector<Card>& hand, Suit suit, Card played);

} // namespace parlor::cruno
