#pragma once
// A playing card as a small value. Shared by every game: Five Crowns uses five suits
// (tridents included), ranks 3-K and jokers; the 52-card games use ranks A-K of four suits.

#include <compare>
#include <cstdint>
#include <string>

namespace parlor::cards {

enum class Suit : std::uint8_t { Spades, Clubs, Diamonds, Hearts, Tridents };
inline constexpr int suit_count = 5;

// Ranks are numbers: 1 = ace, 11 = jack, 12 = queen, 13 = king. A joker has rank 0.
inline constexpr int ace = 1;
inline constexpr int jack = 11;
inline constexpr int queen = 12;
inline constexpr int king = 13;

struct Card {
    std::uint8_t rank = 0;         // 1..13, or 0 for a joker
    Suit suit = Suit::Spades;      // meaningless for a joker
    std::uint8_t joker_number = 0; // 1..3 for a joker (J1, J2, J3), 0 otherwise

    static constexpr Card of(int rank, Suit suit) {
        return Card{static_cast<std::uint8_t>(rank), suit, 0};
    }
    static constexpr Card joker(int number) {
        return Card{0, Suit::Spades, static_cast<std::uint8_t>(number)};
    }
    constexpr bool is_joker() const { return joker_number != 0; }

    // A dense index 0..67: 13 ranks x 5 suits, then the three jokers. Handy for tables and bitsets.
    constexpr int index() const {
        return is_joker() ? 65 + joker_number - 1
                          : (rank - 1) * suit_count + static_cast<int>(suit);
    }
    static constexpr Card from_index(int i) {
        return i >= 65 ? joker(i - 65 + 1)
                       : of(i / suit_count + 1, static_cast<Suit>(i % suit_count));
    }

    friend constexpr auto operator<=>(const Card&, const Card&) = default;
};

inline constexpr int card_index_count = 68;

// Notation of the save files: rank then suit, "XS" for the ten of spades, "J1" for joker 1.
std::string to_string(Card card);
// Readable on screen and in reasons: "10♠", "Q♥", "3 of tridents" style helpers.
std::string pretty(Card card);             // "10♠", "K♥", "3♆", "Joker"
std::string long_name(Card card);          // "10 of spades", "joker"
std::string rank_name(int rank);           // "3", "10", "jack", "ace"
std::string rank_symbol(int rank);         // "3", "10", "J", "A"
char rank_letter(int rank);                // '3', 'X', 'J', 'A'
char suit_letter(Suit suit);               // 'S', 'C', 'D', 'H', 'T'
std::string suit_symbol(Suit suit);        // "♠", "♣", "♦", "♥", "♆"
std::string suit_name(Suit suit);          // "spades", ...
std::string suit_name_singular(Suit suit); // "spade", ...

} // namespace parlor::cards
