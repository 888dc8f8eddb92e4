#include "parlor/cards/card.hpp"
#include "parlor/cards/deck.hpp"
#include "parlor/cards/notation.hpp"

#include <doctest/doctest.h>

#include <set>

using namespace parlor::cards;

TEST_CASE("notation round-trips every card of every deck") {
    for (int i = 0; i < card_index_count; ++i) {
        const Card card = Card::from_index(i);
        CHECK(card.index() == i);
        const auto parsed = parse_card(to_string(card));
        REQUIRE(parsed.has_value());
        CHECK(*parsed == card);
    }
}

TEST_CASE("notation is case-insensitive and accepts 10 for X") {
    CHECK(parse_card("xs") == Card::of(10, Suit::Spades));
    CHECK(parse_card("10S") == Card::of(10, Suit::Spades));
    CHECK(parse_card("3t") == Card::of(3, Suit::Tridents));
    CHECK(parse_card("j2") == Card::joker(2));
    CHECK(parse_card("jd") == Card::of(jack, Suit::Diamonds));
    CHECK(parse_card("ah") == Card::of(ace, Suit::Hearts));
}

TEST_CASE("notation rejects what is not a card") {
    for (const char* text : {"", "1D", "J4", "J0", "ZS", "3Z", "XSS", "10", "S", "111"}) {
        CAPTURE(text);
        CHECK_FALSE(parse_card(text).has_value());
    }
}

TEST_CASE("a card as the table names it reads back: what a screen shows can be typed") {
    for (int i = 0; i < card_index_count; ++i) {
        const Card card = Card::from_index(i);
        CAPTURE(pretty(card));
        CHECK(parse_pretty(pretty(card)) == (card.is_joker() ? std::nullopt : std::optional(card)));
    }
    CHECK(parse_pretty("a\u2665") == Card::of(ace, Suit::Hearts));
    CHECK(parse_pretty("10\u2660") == Card::of(10, Suit::Spades));
    for (const char* text : {"", "\u2660", "1\u2660", "X\u2660", "KS", "K \u2660", "Joker"}) {
        CAPTURE(text);
        CHECK_FALSE(parse_pretty(text).has_value());
    }
}

TEST_CASE("the suit-first notation: suit letter, then rank") {
    for (int i = 0; i < card_index_count; ++i) {
        const Card card = Card::from_index(i);
        const auto parsed = parse_card_suit_first(to_string_suit_first(card));
        REQUIRE(parsed.has_value());
        CHECK(*parsed == card);
    }
    CHECK(parse_card_suit_first("S7") == Card::of(7, Suit::Spades));
    CHECK(parse_card_suit_first("cx") == Card::of(10, Suit::Clubs));
    CHECK(parse_card_suit_first("C10") == Card::of(10, Suit::Clubs));
    CHECK(parse_card_suit_first("HA") == Card::of(ace, Suit::Hearts));
    CHECK(to_string_suit_first(Card::of(10, Suit::Diamonds)) == "DX");
    for (const char* text : {"", "7S", "AS", "S1", "S", "SXX", "Z7", "S11"}) {
        CAPTURE(text);
        CHECK_FALSE(parse_card_suit_first(text).has_value());
    }
    CHECK(format_cards_suit_first({Card::of(7, Suit::Spades), Card::of(10, Suit::Clubs)}) ==
          "S7 CX");
}

TEST_CASE("readable names") {
    CHECK(pretty(Card::of(10, Suit::Spades)) == "10\u2660");
    CHECK(long_name(Card::of(queen, Suit::Clubs)) == "queen of clubs");
    CHECK(long_name(Card::joker(1)) == "joker");
    CHECK(format_cards({Card::of(10, Suit::Spades), Card::of(king, Suit::Hearts),
                        Card::joker(1)}) == "XS KH J1");
}

TEST_CASE("deck builders") {
    const auto deck = standard_deck();
    CHECK(deck.size() == 52);
    CHECK(std::set<Card>(deck.begin(), deck.end()).size() == 52);
    const auto two = make_deck(3, king, 5, 3, 2);
    CHECK(two.size() == 116);
}

TEST_CASE("split_words splits on spaces and tabs") {
    const auto words = split_words("  XS\tKH   J1 \r");
    REQUIRE(words.size() == 3);
    CHECK(words[0] == "XS");
    CHECK(words[2] == "J1");
}
