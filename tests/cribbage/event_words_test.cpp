// Every event in the words both programs print: told to the player (the computer's crib cards
// unnamed), to an onlooker who sees both hands, and with the player's own name.

#include "test_cards.hpp"

#include "parlor/games/cribbage/event_words.hpp"

#include <doctest/doctest.h>

using namespace parlor::cribbage;
using parlor::cribbage::test::card;
using parlor::cribbage::test::cards;

namespace {

const Listener player{};                                    // "You", the computer's hand hidden
const Listener onlooker{{"You", "Computer"}, std::nullopt}; // both hands open

} // namespace

TEST_CASE("the cards laid away are named only to a listener who sees the hand") {
    const LaidAwayEvent mine{Seat::Human, card("9C"), card("KD")};
    const LaidAwayEvent theirs{Seat::Computer, card("9C"), card("KD")};
    CHECK(event_text(mine, player) == "You laid away the 9♣ and the K♦.");
    CHECK(event_text(theirs, player) == "Computer laid two cards away to the crib.");
    CHECK(event_text(theirs, onlooker) == "Computer laid away the 9♣ and the K♦.");
    CHECK(event_text(mine, Listener{{"You", "Computer"}, Seat::Computer}) ==
          "You laid two cards away to the crib.");
}

TEST_CASE("the cut, the deal and the starter") {
    CHECK(event_text(CutForDealEvent{card("4H"), card("JS"), Seat::Human}, player) ==
          "You cut the 4♥, Computer cut the J♠: You deal first.");
    CHECK(event_text(CutForDealEvent{card("JS"), card("4H"), Seat::Computer}, player) ==
          "You cut the J♠, Computer cut the 4♥: Computer deals first.");
    CHECK(event_text(CutForDealEvent{card("4H"), card("4C"), std::nullopt}, player) ==
          "You cut the 4♥, Computer cut the 4♣: a tie, cut again.");
    CHECK(event_text(DealtEvent{Seat::Human, 1}, player) ==
          "Deal 1: You deal and the crib is yours; six cards each.");
    CHECK(event_text(DealtEvent{Seat::Computer, 3}, player) ==
          "Deal 3: Computer deals and the crib is Computer's; six cards each.");
    CHECK(event_text(StarterEvent{card("5S")}, player) == "The starter is the 5♠.");
}

TEST_CASE("the play: cards with the count, points with the score after them") {
    CHECK(event_text(PlayedEvent{Seat::Human, card("7H"), 22, {}, 4}, player) ==
          "You played the 7♥ — count 22.");
    CHECK(event_text(
              PlayedEvent{
                  Seat::Computer, card("7S"), 15, {{ScoreKind::Fifteen, 2, cards("8H 7S")}}, 9},
              player) == "Computer played the 7♠ — count 15: fifteen for 2 (Computer has 9).");
    CHECK(event_text(PointsEvent{Seat::Computer, {ScoreKind::HisHeels, 2, cards("JS")}, 14},
                     player) ==
          "His heels: the starter is a jack, 2 for Computer, the dealer (Computer has 14).");
    CHECK(event_text(PointsEvent{Seat::Human, {ScoreKind::LastCard, 1, cards("7S")}, 30}, player) ==
          "You: last card, 1 point (you have 30).");
    CHECK(event_text(GoEvent{Seat::Computer}, player) == "Computer says go.");
    CHECK(event_text(GoEvent{Seat::Human}, player) == "You say go.");
    CHECK(event_text(CountRestartedEvent{Seat::Computer}, player) ==
          "The count starts again at 0; Computer leads.");
}

TEST_CASE("the show and the end of the game") {
    Show show;
    show.seat = Seat::Computer;
    show.crib = true;
    show.cards = cards("7C 8D 9S 9H");
    show.starter = card("5S");
    show.score = hand_value(show.cards, show.starter, true);
    CHECK(event_text(ShowEvent{show, 50}, player) ==
          "Computer's crib (7♣ 8♦ 9♠ 9♥ + starter 5♠): " + std::to_string(show.score.total) +
              " — " + speech(show.score) + " (Computer has 50).");
    show.seat = Seat::Human;
    show.crib = false;
    CHECK(event_text(ShowEvent{show, 40}, player).starts_with("Your hand (7♣ 8♦ 9♠ 9♥ + starter"));
    CHECK(event_text(GameOverEvent{Seat::Human, {121, 84}, Skunk::Single}, player) ==
          "You win 121 to 84 — a skunk!");
    CHECK(event_text(GameOverEvent{Seat::Computer, {55, 121}, Skunk::Double}, player) ==
          "Computer wins 121 to 55 — a double skunk!");
    CHECK(event_text(GameOverEvent{Seat::Computer, {100, 121}, Skunk::None}, player) ==
          "Computer wins 121 to 100.");
}

TEST_CASE("a player's name replaces You, with its verbs and possessive") {
    const Listener alice{{"Alice", "Computer"}, Seat::Human};
    CHECK(event_text(GoEvent{Seat::Human}, alice) == "Alice says go.");
    CHECK(event_text(DealtEvent{Seat::Human, 2}, alice) ==
          "Deal 2: Alice deals and the crib is Alice's; six cards each.");
    CHECK(event_text(LaidAwayEvent{Seat::Human, card("9C"), card("KD")}, alice) ==
          "Alice laid away the 9♣ and the K♦.");
}
