// Every event in the words both programs print, told to the player, to a named player and to
// an onlooker who sees both hands.

#include "test_cards.hpp"

#include "parlor/games/fivecrowns/event_words.hpp"

#include <doctest/doctest.h>

using namespace parlor::fivecrowns;
using parlor::fivecrowns::test::card_of;

namespace {

const Listener player{};                                    // "You", the computer's hand hidden
const Listener onlooker{{"You", "Computer"}, std::nullopt}; // both hands open

} // namespace

TEST_CASE("a draw from the stock names its card only to a listener who sees the drawer's hand") {
    const Card seven = card_of("7D");
    CHECK(event_text(DrewEvent{Seat::Human, false, seven}, player) ==
          "You drew the 7♦ from the draw pile.");
    CHECK(event_text(DrewEvent{Seat::Computer, false, seven}, player) ==
          "Computer drew a card from the draw pile.");
    CHECK(event_text(DrewEvent{Seat::Computer, false, seven}, onlooker) ==
          "Computer drew the 7♦ from the draw pile.");
    // What is taken from the discard pile both players saw.
    CHECK(event_text(DrewEvent{Seat::Computer, true, seven}, player) ==
          "Computer took the 7♦ from the discard pile.");
    CHECK(event_text(DrewEvent{Seat::Human, true, seven}, player) ==
          "You took the 7♦ from the discard pile.");
}

TEST_CASE("the toss, the deal, the discards and the reshuffle") {
    CHECK(event_text(TossEvent{true, false, Seat::Computer}, player) ==
          "You called heads and the coin landed tails: Computer plays first.");
    CHECK(event_text(TossEvent{false, false, Seat::Human}, player) ==
          "You called tails and the coin landed tails: You play first.");
    CHECK(event_text(DealtEvent{4, Seat::Human}, player) ==
          "Round 4: 6 cards each, 6s and jokers are wild. You play first, having gone out first "
          "last round.");
    CHECK(event_text(DealtEvent{9, Seat::Computer}, player) ==
          "Round 9: 11 cards each, jacks and jokers are wild. Computer plays first, having gone "
          "out first last round.");
    CHECK(event_text(DiscardedEvent{Seat::Computer, card_of("KH")}, player) ==
          "Computer discarded the K♥.");
    CHECK(event_text(DiscardedEvent{Seat::Human, card_of("XS")}, player) ==
          "You discarded the 10♠.");
    CHECK(event_text(ReshuffledEvent{12}, player) ==
          "The draw pile ran out: 12 cards from under the discard pile's top were shuffled into "
          "a new one.");
    CHECK(event_text(ReshuffledEvent{1}, player) ==
          "The draw pile ran out: 1 card from under the discard pile's top was shuffled into a "
          "new one.");
}

TEST_CASE("going out, the round's points and the end of the game") {
    CHECK(event_text(WentOutEvent{Seat::Computer, {}}, player) ==
          "Computer went out! You may play one last turn.");
    CHECK(event_text(WentOutEvent{Seat::Human, {}}, player) ==
          "You went out! Computer may play one last turn.");
    RoundResult result;
    result.round = 3;
    result.points = {0, 1};
    CHECK(event_text(RoundScoredEvent{result}, player) ==
          "Round 3 scored: You 0 points, Computer 1 point.");
    CHECK(event_text(GameOverEvent{Seat::Human, {40, 90}}, player) ==
          "Game over: You win (40 to 90).");
    CHECK(event_text(GameOverEvent{Seat::Computer, {90, 40}}, player) ==
          "Game over: Computer wins (90 to 40).");
    CHECK(event_text(GameOverEvent{std::nullopt, {50, 50}}, player) ==
          "Game over: a draw (50 to 50).");
}

TEST_CASE("a player's name replaces You, and its verbs take the -s") {
    const Listener ada{{"Ada", "Computer"}, Seat::Human};
    CHECK(event_text(TossEvent{true, true, Seat::Human}, ada) ==
          "Ada called heads and the coin landed heads: Ada plays first.");
    CHECK(event_text(DrewEvent{Seat::Human, false, card_of("J1")}, ada) ==
          "Ada drew the Joker from the draw pile.");
    CHECK(event_text(GameOverEvent{Seat::Human, {40, 90}}, ada) ==
          "Game over: Ada wins (40 to 90).");
}
