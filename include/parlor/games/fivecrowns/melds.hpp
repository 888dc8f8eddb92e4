#pragma once
// The meld solver: the books and runs that leave the fewest points in a hand.

#include "parlor/games/fivecrowns/cards.hpp"

#include <span>
#include <string>
#include <vector>

namespace parlor::fivecrowns {

enum class MeldKind { Book, Run };

// One card of a meld. A wild card records what it stands for: in a run the exact card
// (rank and suit); in a book the rank (stands_for.suit is then meaningless, as in "a 9").
struct MeldCard {
    Card card;
    bool wild = false; // true when the card is used as a wild (joker or wild rank)
    Card stands_for;   // equals `card` for a natural card
};

struct Meld {
    MeldKind kind = MeldKind::Book;
    std::vector<MeldCard> cards; // a run is in rank order, low to high
    int rank = 0;                // a book's rank (0 if the book is all wilds)
    Suit suit = Suit::Spades;    // a run's suit (meaningless if the run is all wilds)
};

// A wild in its own place stands for nothing but itself (the 5♠ as the 5♠ of a run, a wild 9
// in a book of 9s): the words and the pictures say nothing of what it stands for.
inline bool stands_as_itself(const MeldCard& used, const Meld& meld) {
    return used.wild && !used.card.is_joker() &&
           (meld.kind == MeldKind::Book ? used.card.rank == meld.rank
                                        : used.stands_for == used.card);
}

struct Arrangement {
    std::vector<Meld> melds;
    std::vector<Card> leftover; // cards outside every meld
    int points = 0;             // the sum of the leftover cards' points
    bool goes_out() const { return leftover.empty(); }
};

// The arrangement of `hand` (up to 14 cards, any number of wilds) that leaves the fewest points.
// Exact. Ties are broken deterministically (the same hand gives the same arrangement).
Arrangement best_arrangement(std::span<const Card> hand, int wild_rank);

// Only the points of the best arrangement; faster, for search.
int best_points(std::span<const Card> hand, int wild_rank);

// Checks that an arrangement is valid for the hand (each meld legal, every card used exactly
// once, points correct). Used by tests and by the save/AI code as a guard.
bool is_valid_arrangement(std::span<const Card> hand, int wild_rank, const Arrangement& a);

// Readable forms: "book of 9s: 9♣ 9♣ 9♆", "run of diamonds: 5♦ Joker→6♦ 7♦"; a whole
// arrangement is one meld a line, then "left over: 7♥ 8♥ (15 points)".
std::string describe(const Meld& meld);
std::string describe(const Arrangement& arrangement);

} // namespace parlor::fivecrowns
