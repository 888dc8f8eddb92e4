#pragma once
// The round's points: most cards 3, most spades 1 (a tie: nobody), the 10 of diamonds 2, the
// 2 of spades 1, each ace 1 — item by item for each player, for the results screen.

#include "parlor/games/casino/cards.hpp"

#include <array>
#include <vector>

namespace parlor::casino {

inline constexpr int most_cards_points = 3;
inline constexpr int most_spades_points = 1;
inline constexpr int big_casino_points = 2;    // the 10 of diamonds
inline constexpr int little_casino_points = 1; // the 2 of spades

// What a pile holds that counts.
struct Tally {
    int cards = 0;
    int spades = 0;
    int aces = 0;
    // Copies of the 10 of diamonds and of the 2 of spades: 0 or 1, or 2 from a loaded file that
    // holds the card twice (docs/casino.md: each copy counts).
    int big_casino = 0;
    int little_casino = 0;

    friend bool operator==(const Tally&, const Tally&) = default;
};
Tally tally(const std::vector<Card>& pile);

// One player's points of a round, category by category.
struct PlayerScore {
    Tally tally;
    int most_cards = 0;    // 3 or 0
    int most_spades = 0;   // 1 or 0
    int big_casino = 0;    // 2 a copy of the 10 of diamonds
    int little_casino = 0; // 1 a copy of the 2 of spades
    int aces = 0;          // 1 each
    int total = 0;

    friend bool operator==(const PlayerScore&, const PlayerScore&) = default;
};

struct RoundScore {
    std::array<PlayerScore, 2> players; // indexed by Seat
    friend bool operator==(const RoundScore&, const RoundScore&) = default;
};

// The points of two final piles, indexed by Seat.
RoundScore score_round(const std::vector<Card>& human_pile, const std::vector<Card>& computer_pile);

} // namespace parlor::casino
