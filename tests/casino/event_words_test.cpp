// Every event in the words both programs print: told to the player (the computer's hand
// unnamed), to an onlooker who sees both hands, and with the player's own name.

#include "test_cards.hpp"

#include "parlor/games/casino/event_words.hpp"

#include <doctest/doctest.h>

using namespace parlor::casino;
using parlor::casino::test::card;
using parlor::casino::test::cards;

namespace {

const Listener player{};                                    // "You", the computer's hand hidden
const Listener onlooker{{"You", "Computer"}, std::nullopt}; // both hands open

DealtEvent first_deal() {
    return DealtEvent{2, 1, {cards("SA H2 D3 C4"), cards("S5 H6 D7 C8")}, cards("H9 DX CJ SQ"), 40};
}

} // namespace

TEST_CASE("the cards dealt to a hand are named only to a listener who sees it") {
    CHECK(event_text(first_deal(), player) ==
          "Round 2: four cards each and four to the table: 9♥ 10♦ J♣ Q♠. You are dealt A♠ 2♥ 3♦ "
          "4♣. 40 left in the deck.");
    CHECK(event_text(first_deal(), onlooker) ==
          "Round 2: four cards each and four to the table: 9♥ 10♦ J♣ Q♠. You are dealt A♠ 2♥ 3♦ "
          "4♣. Computer is dealt 5♠ 6♥ 7♦ 8♣. 40 left in the deck.");
    const DealtEvent last{2, 6, {cards("SA H2 D3 C4"), cards("S5 H6 D7 C8")}, {}, 0};
    const std::string text = event_text(last, player);
    CHECK(text == "Four more cards each. You are dealt A♠ 2♥ 3♦ 4♣. 0 left in the deck: the last "
                  "deal.");
    for (const char* secret : {"5♠", "6♥", "7♦", "8♣"}) {
        CHECK(text.find(secret) == std::string::npos);
    }
}

TEST_CASE("the toss") {
    CHECK(event_text(CoinTossEvent{Coin::Heads, Coin::Heads, Seat::Human}, player) ==
          "Heads: you called it right. You play first.");
    CHECK(event_text(CoinTossEvent{Coin::Heads, Coin::Tails, Seat::Computer}, player) ==
          "Tails: you called it wrong. Computer plays first.");
}

TEST_CASE("captures, builds and trails") {
    const TableBuild eight{{cards("H5 D3")}, Seat::Computer};
    CHECK(event_text(CapturedEvent{Seat::Human, card("C8"), cards("S8"), {eight}, 6}, player) ==
          "You capture Computer's build of 8 and 8♠ with the 8♣.");
    const TableBuild nines{{cards("C6 S3"), cards("S9")}, Seat::Human};
    CHECK(
        event_text(CapturedEvent{Seat::Computer, card("C9"), cards("C8 HA"), {nines}, 6}, player) ==
        "Computer captures your multiple build of 9 and 8♣ A♥ with the 9♣.");
    CHECK(event_text(BuiltEvent{Seat::Computer, card("C3"), cards("H6"), std::nullopt, false,
                                TableBuild{{cards("H6 C3")}, Seat::Computer}},
                     player) == "Computer builds 9 with the 3♣ on 6♥.");
    const TableBuild six{{cards("H4 D2")}, Seat::Computer};
    CHECK(event_text(BuiltEvent{Seat::Human,
                                card("S3"),
                                {},
                                six,
                                false,
                                TableBuild{{cards("H4 D2 S3")}, Seat::Human}},
                     player) == "You increase Computer's build of 6 to 9 with the 3♠.");
    CHECK(event_text(BuiltEvent{Seat::Human, card("D4"), cards("C5"), std::nullopt, true,
                                TableBuild{{cards("C6 S3"), cards("D4 C5")}, Seat::Human}},
                     player) == "You add the 4♦ and 5♣ to your build of 9: a multiple build.");
    CHECK(event_text(TrailedEvent{Seat::Computer, card("DK")}, player) ==
          "Computer trails the K♦.");
}

TEST_CASE("a seat's own build is theirs, never named twice in one sentence") {
    const TableBuild nine{{cards("H7 D2")}, Seat::Computer};
    CHECK(event_text(CapturedEvent{Seat::Computer, card("H9"), {}, {nine}, 6}, player) ==
          "Computer captures their own build of 9 with the 9♥.");
    CHECK(event_text(BuiltEvent{Seat::Computer, card("S4"), cards("D5"), std::nullopt, true,
                                TableBuild{{cards("H7 D2"), cards("S4 D5")}, Seat::Computer}},
                     player) ==
          "Computer adds the 4♠ and 5♦ to their own build of 9: a multiple build.");
    const TableBuild yours{{cards("H7 D2")}, Seat::Human};
    CHECK(event_text(CapturedEvent{Seat::Human, card("H9"), {}, {yours}, 6}, player) ==
          "You capture your build of 9 with the 9♥.");
}

TEST_CASE("the last cards, the round's points and the tournament") {
    CHECK(event_text(TableTakenEvent{Seat::Computer, cards("H2")}, player) ==
          "Computer takes the last 1 card on the table (2♥): the last to capture.");
    CHECK(event_text(TableTakenEvent{Seat::Human, cards("H2 S7")}, player) ==
          "You take the last 2 cards on the table (2♥ 7♠): the last to capture.");
    CHECK(event_text(TableTakenEvent{std::nullopt, cards("H2 S7")}, player) ==
          "Nobody captured: the 2 cards left (2♥ 7♠) are set aside.");
    CHECK(event_text(TableTakenEvent{Seat::Human, {}}, player).empty());
    RoundScoredEvent scored{3, {}, {14, 9}};
    scored.score.players[0].total = 7;
    scored.score.players[1].total = 4;
    CHECK(event_text(scored, player) == "Round 3 scored: You 7, Computer 4. Totals: 14 to 9.");
    CHECK(event_text(GameOverEvent{Seat::Computer, {19, 23}}, player) ==
          "Computer wins the tournament, 23 to 19.");
    CHECK(event_text(GameOverEvent{std::nullopt, {22, 22}}, player) ==
          "The tournament ends level at 22.");
}

TEST_CASE("a player's name replaces You, with its verbs and possessive") {
    const Listener ada{{"Ada", "Computer"}, Seat::Human};
    CHECK(event_text(CoinTossEvent{Coin::Tails, Coin::Tails, Seat::Human}, ada) ==
          "Tails: Ada called it right. Ada plays first.");
    CHECK(event_text(first_deal(), ada).find(" Ada is dealt A♠ 2♥ 3♦ 4♣.") != std::string::npos);
    const TableBuild mine{{cards("H5 D3")}, Seat::Human};
    CHECK(event_text(CapturedEvent{Seat::Computer, card("C8"), {}, {mine}, 6}, ada) ==
          "Computer captures Ada's build of 8 with the 8♣.");
}
