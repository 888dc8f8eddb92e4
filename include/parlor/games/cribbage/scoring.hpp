#pragma once
// Counting a hand at the show, item by item, and the words a player says while counting it.

#include "parlor/games/cribbage/cards.hpp"

#include <array>
#include <span>
#include <string>
#include <vector>

namespace parlor::cribbage {

// Every way to score in cribbage: the show's items, and the play's (count of 15 or 31, pairs and
// runs on the pile, the last card) and the cut's (his heels).
enum class ScoreKind { Fifteen, Pair, Run, Flush, Nobs, ThirtyOne, LastCard, HisHeels };

struct ScoreItem {
    ScoreKind kind = ScoreKind::Fifteen;
    int points = 0;
    std::vector<Card> cards; // the cards that make the item, for the table to highlight

    friend bool operator==(const ScoreItem&, const ScoreItem&) = default;
};

struct HandScore {
    int total = 0;
    // In the order a player counts them: fifteens, pairs (one item per rank: a pair, three or
    // four of a kind), runs (one item per distinct run), flush, his nobs.
    std::vector<ScoreItem> items;

    friend bool operator==(const HandScore&, const HandScore&) = default;
};

// The value of a hand (four cards) or of the crib with the starter: fifteens 2 each, pairs 2 each,
// runs 1 per card of each distinct run, a flush (a hand: 4 when its four cards share a suit, 5
// when the starter does too; the crib: 5 only), his nobs 1 (the jack of the starter's suit).
HandScore hand_value(std::span<const Card> hand, Card starter, bool is_crib);

// What cards are worth on their own, before any starter: fifteens, pairs, runs, and a flush when
// four or more cards share a suit. The greedy player keeps the four worth the most now.
HandScore cards_value(std::span<const Card> cards);

// The same total as hand_value(hand, starter, is_crib).total, without the itemising: a table
// lookup for the ranks plus the flush and nobs. For search and statistics; the cards must be
// cards of the deck (hand_value takes anything).
int hand_points(const std::array<Card, 4>& hand, Card starter, bool is_crib);

// "fifteen two, fifteen four, a pair is six, and a run of three is nine"; "nineteen" — the
// cribbage player's word for a hand worth nothing — for zero.
std::string speech(const HandScore& score);

// One item for a log line: "fifteen (5♥ K♠) for 2", "a run of three (7♣ 8♦ 9♠) for 3".
std::string describe(const ScoreItem& item);

// An item's name as a player says it: "fifteen", "a pair", "a run of three", "his nobs".
std::string item_name(const ScoreItem& item);

// "two", "fifteen", "twenty-nine"; digits beyond ninety-nine.
std::string number_word(int n);

} // namespace parlor::cribbage
