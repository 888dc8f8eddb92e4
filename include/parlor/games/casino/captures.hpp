#pragma once
// What a played card may capture (docs/casino.md): every loose card of its rank (mandatory),
// and as it likes any builds worth its value (whole) and any number of disjoint sets of loose
// cards each summing to that value (aces 1 in a set). A played ace is worth 14 and also takes
// the loose aces by rank; each of those may also count 1 in a set of 14 (docs/casino.md: "Ace can
// be both 1 and 14, including in the same action"), so A♠ on A♥ 9♣ 4♦ takes all three.

#include "parlor/games/casino/table.hpp"

#include <cstdint>
#include <vector>

namespace parlor::casino {

// A table never has more than 16 loose cards: the 4 dealt, then trailed cards, and a card can
// only be trailed when no loose card has its rank (so a rank trailed lies loose once at most).
// The save reader and `casino captures` refuse more, which keeps every enumeration small.
inline constexpr int most_loose_cards = 16;

// Every distinct capture the card can make on the table, each as the table cards it takes
// (loose cards and whole builds) in card order; two choices differ in at least one card.
// Nothing when the card captures nothing. Ownership and the owner's duty are not considered
// here (see legal_moves).
std::vector<std::vector<Card>> capture_choices(Card card, const Table& table);

// The captures no other capture of the same card contains (what a player taking as much as
// possible chooses between).
std::vector<std::vector<Card>> largest_captures(Card card, const Table& table);

// The capture taking the most table cards (cards inside builds count); among equals the one
// worth the most points (aces, 10♦, 2♠), then the most spades, then the first in card order.
// Empty when the card captures nothing.
std::vector<Card> most_captured(Card card, const Table& table);

// True when the loose cards can be split into sets each summing to `value` (aces 1), each of
// `may_join` joining one of the sets or none (the loose aces a played ace takes anyway).
bool splits_into_sets(const std::vector<Card>& cards, int value,
                      const std::vector<Card>& may_join = {});

// The table's builds a move takes, bit i for builds[i].
using BuildsTaken = std::uint64_t;

// A capture's cards read against the table as a multiset (a loaded file may hold a card twice,
// one copy loose and one in a build): the whole builds whose every card it names, in the table's
// order, then the loose cards among the rest, copy by copy. What is named and fits neither is
// `left` (for a legal capture, nothing). The rules, the search and the window read a capture so.
struct CaptureSplit {
    BuildsTaken builds = 0;
    std::vector<std::size_t> loose; // indexes into table.loose
    std::vector<Card> left;
};
CaptureSplit split_capture(const Table& table, const std::vector<Card>& taken);

} // namespace parlor::casino
