#include "parlor/games/cruno/rules.hpp"
#include "test_table.hpp"

#include <doctest/doctest.h>

using namespace parlor::cruno;
using namespace parlor::cruno::test;

TEST_CASE("the table notes what a player drew on and how many of their cards were held then") {
    GameState state = table({"2C 3D", "4S"}, "7H", "9S 7C 5H QD");
    REQUIRE(act(state, Draw{}).ok); // 9S does not fit either
    CHECK(state.player(0).note == DrawNote{cards("7H"), 2});
    REQUIRE(act(state, Draw{}).ok); // 7C fits
    CHECK(state.player(0).note == DrawNote{cards("7H"), 3});
    REQUIRE(act(state, Play{card("7C"), std::nullopt}).ok);
    // The card laid was playable on the 7H, so it was not one of the three covered cards.
    CHECK(state.player(0).note == DrawNote{cards("7H"), 3});
    CHECK(ruled_out(state.player(0).note, card("4H")));
    CHECK(ruled_out(state.player(0).note, card("8D")));
    CHECK(ruled_out(state.player(0).note, card("7S")));
    CHECK_FALSE(ruled_out(state.player(0).note, card("4S")));
}

TEST_CASE("a note grows while the hand stays covered, starts over when it does not") {
    DrawNote note;
    note_voluntary_draw(note, card("7H"), 4);
    CHECK(note == DrawNote{cards("7H"), 4});
    // Drew, the card did not fit, drew again on the same card: five cards now covered.
    note_voluntary_draw(note, card("7H"), 5);
    CHECK(note == DrawNote{cards("7H"), 5});
    // All five still held at a draw on something else: they lack both.
    note_voluntary_draw(note, card("8S"), 5);
    CHECK(note == DrawNote{cards("7H 8S"), 5});
    CHECK(ruled_out(note, card("3S")));
    CHECK(ruled_out(note, card("3H")));
    // A card the note allows may have been one of the covered cards: one fewer is sure.
    note_played(note, card("3C"), 4);
    CHECK(note.cards == 4);
    // Two cards came from a Draw Two (not noted); a draw now covers all six.
    note_voluntary_draw(note, card("KD"), 6);
    CHECK(note == DrawNote{cards("KD"), 6});
    for (int held = 5; held >= 0; --held) {
        note_played(note, card("2C"), held);
    }
    CHECK(note == DrawNote{});
}

TEST_CASE("after an 8 the note keeps the suit named, as the 8 of that suit") {
    GameState state = table({"2C 3D", "4S"}, "8C", "9S");
    state.suit = Suit::Hearts;
    REQUIRE(act(state, Draw{}).ok);
    CHECK(state.player(0).note.passed_on == cards("8H"));
    CHECK(follow_card(card("8C"), Suit::Hearts) == card("8H"));
    CHECK(follow_card(card("SKD"), Suit::Diamonds) == card("SKD"));
}

TEST_CASE("a Draw Two's cards are not noted: they were not drawn by choice") {
    GameState state = table({"D2H 5C", "4C 9S", "5H"}, "7H", "KH 3C QD");
    REQUIRE(act(state, Play{card("D2H"), std::nullopt}).ok);
    REQUIRE(act(state, Draw{}).ok);
    CHECK(state.player(1).note == DrawNote{});
}
