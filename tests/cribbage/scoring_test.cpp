#include "parlor/cards/rng.hpp"
#include "parlor/games/cribbage/rank_points.hpp"
#include "parlor/games/cribbage/scoring.hpp"
#include "test_cards.hpp"

#include <doctest/doctest.h>

#include <algorithm>
#include <array>

using namespace parlor::cribbage;
using parlor::cribbage::test::card;
using parlor::cribbage::test::cards;

namespace {

// An independent count, written differently from the engine's: every subset of the five cards
// is examined on its own. A subset is a fifteen if it adds up to 15, a pair if it is two cards
// of one rank, and a run if its ranks are distinct and consecutive, three or more long, and no
// larger subset containing it is a run.
bool is_run(const std::vector<Card>& all, unsigned mask) {
    std::vector<int> ranks;
    for (unsigned i = 0; i < all.size(); ++i) {
        if (mask & (1U << i)) {
            ranks.push_back(all[i].rank);
        }
    }
    if (ranks.size() < 3) {
        return false;
    }
    std::sort(ranks.begin(), ranks.end());
    for (std::size_t i = 1; i < ranks.size(); ++i) {
        if (ranks[i] != ranks[i - 1] + 1) {
            return false;
        }
    }
    return true;
}

int brute_force_value(const std::vector<Card>& hand, Card starter, bool is_crib) {
    std::vector<Card> all = hand;
    all.push_back(starter);
    const unsigned n = static_cast<unsigned>(all.size());
    int points = 0;
    for (unsigned mask = 1; mask < (1U << n); ++mask) {
        int sum = 0;
        int size = 0;
        for (unsigned i = 0; i < n; ++i) {
            if (mask & (1U << i)) {
                sum += all[i].rank >= 10 ? 10 : all[i].rank;
                ++size;
            }
        }
        if (size >= 2 && sum == 15) {
            points += 2;
        }
        if (size == 2) {
            int first = -1;
            for (unsigned i = 0; i < n; ++i) {
                if (mask & (1U << i)) {
                    if (first < 0) {
                        first = all[i].rank;
                    } else if (first == all[i].rank) {
                        points += 2;
                    }
                }
            }
        }
        if (is_run(all, mask)) {
            bool maximal = true;
            for (unsigned extra = 0; extra < n; ++extra) {
                if (!(mask & (1U << extra)) && is_run(all, mask | (1U << extra))) {
                    maximal = false;
                }
            }
            if (maximal) {
                points += size;
            }
        }
    }
    const bool hand_flush =
        std::all_of(hand.begin(), hand.end(), [&](Card c) { return c.suit == hand[0].suit; });
    if (hand_flush && starter.suit == hand[0].suit) {
        points += 5;
    } else if (hand_flush && !is_crib) {
        points += 4;
    }
    for (const Card c : hand) {
        if (c.rank == 11 && c.suit == starter.suit) {
            points += 1;
        }
    }
    return points;
}

int value(const std::string& hand, const std::string& starter, bool is_crib = false) {
    return hand_value(cards(hand), card(starter), is_crib).total;
}

std::array<Card, 4> four(const std::vector<Card>& v) {
    return {v[0], v[1], v[2], v[3]};
}

} // namespace

TEST_CASE("the table of hands in the rules (docs/cribbage.md)") {
    CHECK(value("7C QH 2S JS", "9H") == 0);
    CHECK(value("AS 3H KH 7H", "KS") == 2);
    CHECK(value("AS 3H KH 7H", "2D") == 5);
    CHECK(value("6C 7C 8C 9C", "8S") == 20);
    CHECK(value("7H 9S 8C 7C", "8H") == 24);
    CHECK(value("5H 5S 5C JD", "5D") == 29);
}

TEST_CASE("the worked examples in the rules (docs/cribbage.md)") {
    // 2, 3, 5, 10 and king: 2+3+10, 2+3+K, 5+10, 5+K.
    CHECK(value("2S 3H 5C XD", "KS") == 8);
    // 2, 6, 8, 9 with a 7: a run of four and 6+9, 7+8, 2+6+7.
    CHECK(value("2S 6H 8C 9D", "7S") == 10);
}

TEST_CASE("fifteens count every distinct combination") {
    const HandScore score = hand_value(cards("5H 5S XC JD"), card("KS"), false);
    // Each five with each of the three ten-cards (6 fifteens), and the pair of fives.
    int fifteens = 0;
    for (const auto& item : score.items) {
        if (item.kind == ScoreKind::Fifteen) {
            ++fifteens;
            CHECK(item.points == 2);
            CHECK(item.cards.size() == 2);
        }
    }
    CHECK(fifteens == 6);
    CHECK(score.total == 14);
}

TEST_CASE("pairs: a pair 2, three of a kind 6, four of a kind 12") {
    CHECK(value("2H 2S 9C KD", "7S") == 2);
    CHECK(value("2H 2S 2C KD", "7S") == 6);
    CHECK(value("2H 2S 2C 2D", "KS") == 12);
    CHECK(value("2H 2S 2C 2D", "9S") == 12 + 8); // 2+2+2+9 four ways
}

TEST_CASE("runs: one point per card per distinct run") {
    CHECK(value("3H 4S 5C KD", "9S") == 3 + 2);     // run of three, 5+K
    CHECK(value("AH 2S 3C 4D", "9S") == 4 + 2 + 2); // run of four; 2+4+9 and A+2+3+9
    CHECK(value("3H 4S 5C 5D", "9S") == 6 + 2);     // a double run: two runs of three and a pair
    const HandScore doubled = hand_value(cards("3H 4S 5C 5D"), card("KS"), false);
    int runs = 0;
    for (const auto& item : doubled.items) {
        if (item.kind == ScoreKind::Run) {
            ++runs;
            CHECK(item.cards.size() == 3);
        }
    }
    CHECK(runs == 2);
    // Triple run (3-4-5 with three fives) is 9 + three of a kind 6.
    CHECK(hand_value(cards("3H 4S 5C 5D"), card("5S"), false).total == 9 + 6 + 2);
    // A run does not wrap around: Q-K-A is no run.
    CHECK(value("QH KS AC 7D", "9S") == 0);
}

TEST_CASE("flush: four in a hand, five with the starter, the crib only five") {
    // 2+3+Q is the only fifteen.
    CHECK(value("2H 3H 6H 8H", "QS") == 2 + 4);
    CHECK(value("2H 3H 6H 8H", "QH") == 2 + 5);
    CHECK(value("2H 3H 6H 8H", "QS", true) == 2); // the crib: no four-card flush
    CHECK(value("2H 3H 6H 8H", "QH", true) == 2 + 5);
    // Three hand cards and the starter in one suit are no flush.
    CHECK(value("2H 3H 6H 8S", "QH") == 2);
}

TEST_CASE("his nobs: the jack of the starter's suit, in hand or crib, not as starter") {
    CHECK(value("JH 3S 8C KD", "9H") == 1);
    CHECK(value("JH 3S 8C KD", "9H", true) == 1);
    CHECK(value("JS 3S 8C KD", "9H") == 0);
    CHECK(value("9H 3S 8C KD", "JH") == 0);
}

TEST_CASE("the engine agrees with the brute force on every rank combination and random suits") {
    parlor::cards::Rng rng(2024);
    const std::vector<Card> deck = full_deck();
    int checked = 0;
    // Every multiset of five ranks (at most four of each), suits drawn at random, both rules.
    for (int a = 1; a <= 13; ++a) {
        for (int b = a; b <= 13; ++b) {
            for (int c = b; c <= 13; ++c) {
                for (int d = c; d <= 13; ++d) {
                    for (int e = d; e <= 13; ++e) {
                        if (a == e) {
                            continue; // five of one rank does not exist
                        }
                        std::array<int, 5> ranks{a, b, c, d, e};
                        // Deal the ranks from shuffled suits so no card repeats.
                        std::vector<Card> five;
                        std::array<std::vector<Suit>, 14> free_suits;
                        for (auto& suits : free_suits) {
                            suits = {Suit::Spades, Suit::Clubs, Suit::Diamonds, Suit::Hearts};
                            rng.shuffle(suits);
                        }
                        for (const int r : ranks) {
                            five.push_back(
                                Card::of(r, free_suits[static_cast<std::size_t>(r)].back()));
                            free_suits[static_cast<std::size_t>(r)].pop_back();
                        }
                        rng.shuffle(five);
                        const std::vector<Card> hand(five.begin(), five.begin() + 4);
                        for (const bool crib : {false, true}) {
                            const int expected = brute_force_value(hand, five[4], crib);
                            const HandScore score = hand_value(hand, five[4], crib);
                            REQUIRE(score.total == expected);
                            REQUIRE(hand_points(four(hand), five[4], crib) == expected);
                            int sum = 0;
                            for (const auto& item : score.items) {
                                sum += item.points;
                            }
                            REQUIRE(sum == score.total);
                        }
                        ++checked;
                    }
                }
            }
        }
    }
    CHECK(checked == 6175);
}

TEST_CASE("the engine agrees with the brute force on random deals, flushes included") {
    parlor::cards::Rng rng(7);
    std::vector<Card> deck = full_deck();
    for (int i = 0; i < 20000; ++i) {
        rng.shuffle(deck);
        std::vector<Card> hand(deck.begin(), deck.begin() + 4);
        if (i % 4 == 0) {
            // Force a flush in the hand now and then, with the starter in the suit or not.
            const Suit suit = static_cast<Suit>(rng.below(4));
            std::vector<Card> suited;
            for (const Card c : deck) {
                if (c.suit == suit) {
                    suited.push_back(c);
                }
            }
            hand.assign(suited.begin(), suited.begin() + 4);
        }
        Card starter = deck[10];
        if (std::find(hand.begin(), hand.end(), starter) != hand.end()) {
            starter = deck[40];
        }
        if (std::find(hand.begin(), hand.end(), starter) != hand.end()) {
            continue;
        }
        for (const bool crib : {false, true}) {
            REQUIRE(hand_value(hand, starter, crib).total ==
                    brute_force_value(hand, starter, crib));
            REQUIRE(hand_points(four(hand), starter, crib) ==
                    brute_force_value(hand, starter, crib));
        }
    }
}

TEST_CASE("the rank table equals the direct count in any order of the ranks") {
    const RankTable& table = RankTable::instance();
    CHECK(table.points(4, 4, 4, 10, 4) == 28); // 5-5-5-J-5 without nobs
    CHECK(table.points(10, 4, 4, 4, 4) == 28);
    CHECK(count_rank_points(5, 5, 5, 11, 5) == 28);
    CHECK(table.points(0, 1, 2, 3, 4) == count_rank_points(1, 2, 3, 4, 5));
    CHECK(table.points(6, 8, 7, 6, 7) == 24); // 7-7-8-8-9: 15s 8, pairs 4, runs 12
}

TEST_CASE("the items name the cards that make them") {
    const HandScore score = hand_value(cards("5H 5S 5C JD"), card("5D"), false);
    CHECK(score.total == 29);
    REQUIRE(!score.items.empty());
    const ScoreItem& nobs = score.items.back();
    CHECK(nobs.kind == ScoreKind::Nobs);
    CHECK(nobs.cards == std::vector<Card>{card("JD"), card("5D")});
    int fifteens = 0;
    for (const auto& item : score.items) {
        if (item.kind == ScoreKind::Fifteen) {
            ++fifteens;
        }
        if (item.kind == ScoreKind::Pair) {
            CHECK(item.points == 12);
            CHECK(item.cards.size() == 4);
        }
    }
    CHECK(fifteens == 8);
}

TEST_CASE("the count in words") {
    CHECK(speech(hand_value(cards("5H 6S 4C KD"), card("5D"), false)) ==
          "fifteen two, fifteen four, fifteen six, fifteen eight, a pair is ten, a run of three "
          "is thirteen, and another run of three is sixteen");
    CHECK(speech(hand_value(cards("7C QH 2S JS"), card("9H"), false)) == "nineteen (nothing)");
    CHECK(speech(hand_value(cards("JH 3S 8C KD"), card("9H"), false)) == "his nobs is one");
    CHECK(speech(hand_value(cards("2H 3H 6H 8H"), card("QS"), false)) ==
          "fifteen two, and a flush of four is six");
    CHECK(number_word(29) == "twenty-nine");
    CHECK(number_word(121) == "121");
    CHECK(describe(ScoreItem{ScoreKind::Pair, 2, cards("5H 5S")}) ==
          "a pair (5\u2665 5\u2660) for 2");
}

TEST_CASE("cards on their own, before the starter") {
    CHECK(cards_value(cards("5H 5S JC QD")).total == 2 + 8);
    CHECK(cards_value(cards("2H 4H 6H 8H")).total == 4);
    CHECK(cards_value(cards("AH 2S 3C 9D")).total == 3 + 2); // A+2+3+9 is fifteen
}
