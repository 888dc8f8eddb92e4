#pragma once
// The exact search behind best_arrangement and best_points (internal to the Five Crowns library).
//
// The search chooses melds among the NATURAL cards only. A "part" is the natural cards of one
// meld together with the number of wilds it needs: a book part of k cards of one rank needs
// max(0, 3 - k) wilds; a run part of cards of one suit with distinct ranks spanning s ranks needs
// max(3, s) - k wilds (they fill the gaps and reach three). Two facts keep this exact and small:
//  - Any meld longer than five splits into two melds of three or more, each still holding a
//    natural card, without needing more wilds; so parts hold at most five cards and runs span at
//    most five ranks.
//  - Wilds left after the parts are never stranded when there is at least one part: a book takes
//    any number of wilds, and a run part spans at most five ranks, so it can grow by six more.
//    With no part at all, wilds meld among themselves when there are three or more; one or two
//    lone wilds stay in the hand.
// The search is then a memoised minimum over subsets of the natural cards: take the lowest card
// left, and either leave it over or put it in one of the parts it can start. For speed it also
// sets aside cards no affordable part can hold, solves groups of cards that share no part apart
// (sharing out the wilds afterwards), and treats copies of a card, and cards of one rank that
// can only be in books, as interchangeable. Hands of more than 64 natural cards (no game deals
// them) have the extra cards counted as left over.

#include "parlor/games/fivecrowns/melds.hpp"

#include <cstdint>
#include <vector>

namespace parlor::fivecrowns::detail {

// The hand sorted out: meldable naturals in a fixed order, wilds, and cards outside the deck.
struct SortedHand {
    std::vector<Card> naturals; // ranks 3..13, not wild; sorted by rank, then suit
    std::vector<Card> wilds;    // jokers and wild-rank cards, sorted
    std::vector<Card> strays;   // cards outside the Five Crowns deck: never meld
    int wild_points = 0;        // all wilds together
    int stray_points = 0;
};

SortedHand sort_hand(std::span<const Card> hand, int wild_rank);
void sort_hand(std::span<const Card> hand, int wild_rank, SortedHand& into); // reuses `into`

// The natural cards of one meld and how many wilds it needs.
struct Part {
    MeldKind kind = MeldKind::Book;
    std::vector<Card> naturals; // in hand order (rank, then suit)
    int wilds_needed = 0;
};

struct Solution {
    int points = 0;             // leftover points of the whole hand
    std::vector<Part> parts;    // in the order of their lowest card
    std::vector<Card> leftover; // leftover naturals, strays, then lone wilds
};

// Exact: the best arrangement's parts and leftover cards.
Solution solve(const SortedHand& hand);

// Exact: only its points, by a faster route.
int solve_points(const SortedHand& hand);

} // namespace parlor::fivecrowns::detail
