#include "parlor/games/cruno/cards.hpp"
#include "test_table.hpp"

#include <doctest/doctest.h>

#include <set>

using namespace parlor::cruno;
using parlor::cruno::test::card;
using parlor::cruno::test::cards;
using parlor::cruno::test::face_counts;

TEST_CASE("a deck is the 52 standard cards and two Skips, Reverses and Draw Twos a suit") {
    const std::vector<Card> deck = full_deck(1);
    CHECK(deck.size() == 76);
    const auto counts = face_counts(deck);
    for (int i = 0; i < face_count; ++i) {
        const Card c = Card::from_index(i);
        CHECK(counts[static_cast<std::size_t>(i)] == (c.is_action() ? 2 : 1));
    }
    int actions = 0;
    for (const Card c : deck) {
        actions += c.is_action() ? 1 : 0;
    }
    CHECK(actions == 24);
    const std::vector<Card> two = full_deck(2);
    CHECK(two.size() == 152);
    const auto two_counts = face_counts(two);
    for (int i = 0; i < face_count; ++i) {
        CHECK(two_counts[static_cast<std::size_t>(i)] == 2 * counts[static_cast<std::size_t>(i)]);
        CHECK(copies_of(Card::from_index(i), 2) == two_counts[static_cast<std::size_t>(i)]);
    }
}

TEST_CASE("the card index is dense: 64 faces, each its own number, and back") {
    std::set<int> seen;
    for (const Card c : full_deck(1)) {
        const int i = c.index();
        CHECK(i >= 0);
        CHECK(i < face_count);
        CHECK(Card::from_index(i) == c);
        seen.insert(i);
    }
    CHECK(seen.size() == 64);
    CHECK(card("AS").index() == 0);
    CHECK(card("SKS").index() == 52);
    CHECK(card("D2H").index() == 63);
}

TEST_CASE("notation: rank then suit, action code then suit, any letter case") {
    CHECK(to_string(card("8h")) == "8H");
    CHECK(to_string(card("10d")) == "XD");
    CHECK(to_string(card("skh")) == "SKH");
    CHECK(to_string(card("RvD")) == "RVD");
    CHECK(to_string(card("d2s")) == "D2S");
    CHECK(card("D2S") == Card::action(Kind::DrawTwo, Suit::Spades));
    CHECK(card("AS") == Card::standard(1, Suit::Spades));
    for (const Card c : full_deck(1)) {
        CHECK(card(to_string(c)) == c);
    }
    std::string error;
    CHECK_FALSE(parse("5T", error));
    CHECK(error == "\"5T\" is not a Cruno card (a rank A 2-9 X J Q K, or SK RV D2, then a suit C "
                   "D H S)");
    for (const char* bad : {"J1", "SK", "D2", "DD2", "1H", "", "SKT", "RVX"}) {
        CHECK_FALSE(parse(bad, error));
    }
    CHECK(to_string(cards("7H SKC 8S")) == "7H SKC 8S");
    CHECK(pretty(card("SKD")) == "Skip\u2666");
    CHECK(long_name(card("D2S")) == "the Draw Two of spades");
    CHECK(long_name(card("QH")) == "the queen of hearts");
}

TEST_CASE("suits by letter or name") {
    CHECK(parse_suit("h") == Suit::Hearts);
    CHECK(parse_suit("Spades") == Suit::Spades);
    CHECK(parse_suit("club") == Suit::Clubs);
    CHECK_FALSE(parse_suit("T"));
    CHECK_FALSE(parse_suit("x"));
}

TEST_CASE("penalties: 2-7, 9 and X their value, 8 counts 8, J Q K A 10, action cards 20") {
    CHECK(penalty(card("2C")) == 2);
    CHECK(penalty(card("7H")) == 7);
    CHECK(penalty(card("8S")) == 8);
    CHECK(penalty(card("9D")) == 9);
    CHECK(penalty(card("XD")) == 10);
    CHECK(penalty(card("JC")) == 10);
    CHECK(penalty(card("QC")) == 10);
    CHECK(penalty(card("KC")) == 10);
    CHECK(penalty(card("AC")) == 10);
    CHECK(penalty(card("SKC")) == 20);
    CHECK(penalty(card("RVC")) == 20);
    CHECK(penalty(card("D2C")) == 20);
    CHECK(penalty(cards("2C 8S SKH AD")) == 40);
}
