// Every event in the words both programs print: told to the player (the computer's draws from
// the stock unnamed), to an onlooker who sees both hands, and with the player's own name.

#include "test_cards.hpp"

#include "parlor/games/pinochle/event_words.hpp"

#include <doctest/doctest.h>

using namespace parlor::pinochle;
using parlor::pinochle::test::card;
using parlor::pinochle::test::cards;

namespace {

const Listener player{};                                    // "You", the computer's hand hidden
const Listener onlooker{{"You", "Computer"}, std::nullopt}; // both hands open

} // namespace

TEST_CASE("a card drawn from the stock is named only to a listener who sees the drawer's hand") {
    CHECK(event_text(DrawEvent{Seat::Human, card("QS"), false}, player) == "You draw the Q♠.");
    CHECK(event_text(DrawEvent{Seat::Computer, card("QS"), false}, player) ==
          "Computer draws a card from the stock.");
    CHECK(event_text(DrawEvent{Seat::Computer, card("QS"), false}, onlooker) ==
          "Computer draws the Q♠.");
    // The trump card lies face up.
    CHECK(event_text(DrawEvent{Seat::Computer, card("9H"), true}, player) ==
          "Computer takes the trump card, the 9♥.");
    CHECK(event_text(DrawEvent{Seat::Human, card("9H"), true}, player) ==
          "You take the trump card, the 9♥.");
}

TEST_CASE("the deal and the toss") {
    DealtEvent dealt;
    dealt.round = 2;
    dealt.trump_card = card("9H");
    CHECK(event_text(dealt, player) ==
          "Round 2: twelve cards each. The trump card is the 9♥: hearts are trump.");
    dealt.leader = Seat::Computer;
    CHECK(event_text(dealt, player) ==
          "Round 2: twelve cards each. The trump card is the 9♥: "
          "hearts are trump. Computer has more points and leads first.");
    dealt.leader = Seat::Human;
    CHECK(event_text(dealt, player).ends_with(" You have more points and lead first."));
    CHECK(event_text(TossEvent{true, false, Seat::Computer}, player) ==
          "You called heads; the coin shows tails: Computer leads first.");
    CHECK(event_text(TossEvent{false, false, Seat::Human}, player) ==
          "You called tails; the coin shows tails: You lead first.");
}

TEST_CASE("cards played, melds and tricks") {
    CHECK(event_text(PlayedEvent{Seat::Human, card("AS"), true, std::nullopt, {}}, player) ==
          "You lead the A♠.");
    CHECK(event_text(PlayedEvent{Seat::Computer, card("AS"), false, std::nullopt, {}}, player) ==
          "Computer plays the A♠.");
    const Meld royal{MeldKind::RoyalMarriage, cards("KH QH")};
    const Meld pinochle{MeldKind::Pinochle, cards("QS JD")};
    CHECK(event_text(PlayedEvent{Seat::Computer, card("QH"), false, 0, {royal}}, player) ==
          "Computer plays the Q♥ from its melds, breaking " + meld_title(royal.kind) + ".");
    CHECK(event_text(PlayedEvent{Seat::Human, card("QS"), true, 1, {royal, pinochle}}, player) ==
          "You lead the Q♠ from your melds, breaking " + meld_title(royal.kind) + " and " +
              meld_title(pinochle.kind) + ".");
    CHECK(event_text(MeldEvent{Seat::Computer, royal, 40, 40}, player) ==
          "Computer declares " + describe(royal) + ": 40 points (round score 40).");
    // A flush grown from the royal marriage: the K and Q count again, and the log says so.
    const Meld flush{MeldKind::Flush, cards("AH XH KH QH JH")};
    CHECK(event_text(MeldEvent{Seat::Human, flush, 150, 190, cards("KH QH")}, player) ==
          "You declare " + describe(flush) +
              ", the K♥ and the Q♥ already melded counting again: 150 points (round score "
              "190).");
    CHECK(event_text(DeclinedMeldEvent{Seat::Human}, player) == "You declare no meld.");
    CHECK(event_text(TrickEvent{Seat::Human, card("9S"), card("AS"), Seat::Computer, 11, 64},
                     player) == "Computer wins the trick: 11 points (round score 64).");
    CHECK(event_text(TrickEvent{Seat::Human, card("9S"), card("9C"), Seat::Human, 0, 0}, player) ==
          "You win the trick: no points (round score 0).");
}

TEST_CASE("the end of a round and of the game") {
    RoundOverEvent over;
    over.result.round = 3;
    over.result.round_scores = {120, 90};
    CHECK(event_text(over, player) == "Round 3 is over: You 120, Computer 90.");
    CHECK(event_text(GameOverEvent{Seat::Human, {1010, 800}}, player) ==
          "Final scores: You 1010, Computer 800. You win the game.");
    CHECK(event_text(GameOverEvent{Seat::Computer, {800, 1010}}, player) ==
          "Final scores: You 800, Computer 1010. Computer wins the game.");
    CHECK(event_text(GameOverEvent{std::nullopt, {1000, 1000}}, player) ==
          "Final scores: You 1000, Computer 1000. The game is a tie.");
}

TEST_CASE("a player's name replaces You, with its verbs") {
    const Listener ada{{"Ada", "Computer"}, Seat::Human};
    CHECK(event_text(DrawEvent{Seat::Human, card("QS"), false}, ada) == "Ada draws the Q♠.");
    CHECK(event_text(PlayedEvent{Seat::Human, card("QS"), true, 0, {}}, ada) ==
          "Ada leads the Q♠ from Ada's melds.");
    CHECK(event_text(TossEvent{true, true, Seat::Human}, ada) ==
          "Ada called heads; the coin shows heads: Ada leads first.");
}
