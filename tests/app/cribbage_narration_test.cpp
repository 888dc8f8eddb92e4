// The Cribbage table's log: one sentence per event, the computer's crib cards unnamed.

#include "app/cribbage/narration.hpp"

#include <doctest/doctest.h>

namespace cribbage_narration_test {

using namespace parlor::app::cribbage_table;
using parlor::cards::Card;
using parlor::cards::Suit;
using Who = LogEntry::Who;

namespace {

constexpr Card card(int rank, Suit suit) {
    return Card::of(rank, suit);
}

const Card four_hearts = card(4, Suit::Hearts);
const Card jack_spades = card(parlor::cards::jack, Suit::Spades);
const Card five_spades = card(5, Suit::Spades);
const Card seven_spades = card(7, Suit::Spades);

} // namespace

TEST_CASE("the cut for the deal and the deal") {
    const Narration n;
    const auto cut = narrate(cr::CutForDealEvent{four_hearts, jack_spades, cr::Seat::Human}, n);
    CHECK(cut.who == Who::Table);
    CHECK(cut.text == "You cut the 4♥, Computer cut the J♠: You deal first.");
    CHECK(narrate(cr::CutForDealEvent{jack_spades, four_hearts, cr::Seat::Computer}, n).text ==
          "You cut the J♠, Computer cut the 4♥: Computer deals first.");
    CHECK(narrate(cr::CutForDealEvent{four_hearts, card(4, Suit::Clubs), std::nullopt}, n).text ==
          "You cut the 4♥, Computer cut the 4♣: a tie, cut again.");
    CHECK(narrate(cr::DealtEvent{cr::Seat::Computer, 3}, n).text ==
          "Deal 3: Computer deals and the crib is Computer's; six cards each.");
    CHECK(narrate(cr::DealtEvent{cr::Seat::Human, 1}, n).text ==
          "Deal 1: You deal and the crib is yours; six cards each.");
}

TEST_CASE("the human's lay-away is named, the computer's never") {
    const Narration n;
    const auto mine = narrate(
        cr::LaidAwayEvent{cr::Seat::Human, card(9, Suit::Clubs), card(13, Suit::Diamonds)}, n);
    CHECK(mine.who == Who::Human);
    CHECK(mine.text == "You laid away the 9♣ and the K♦.");

    const auto theirs = narrate(
        cr::LaidAwayEvent{cr::Seat::Computer, card(9, Suit::Clubs), card(13, Suit::Diamonds)}, n);
    CHECK(theirs.who == Who::Computer);
    CHECK(theirs.text == "Computer laid two cards away to the crib.");
    for (const char* secret : {"9", "K", "♣", "♦"}) {
        CHECK(theirs.text.find(secret) == std::string::npos);
    }
}

TEST_CASE("the starter, his heels and the last card") {
    const Narration n;
    CHECK(narrate(cr::StarterEvent{five_spades}, n).text == "The starter is the 5♠.");
    const auto heels = narrate(
        cr::PointsEvent{cr::Seat::Computer, {cr::ScoreKind::HisHeels, 2, {jack_spades}}, 14}, n);
    CHECK(heels.who == Who::Computer);
    CHECK(heels.text ==
          "His heels: the starter is a jack, 2 for Computer, the dealer (Computer has 14).");
    const auto last = narrate(
        cr::PointsEvent{cr::Seat::Human, {cr::ScoreKind::LastCard, 1, {seven_spades}}, 30}, n);
    CHECK(last.who == Who::Human);
    CHECK(last.text == "You: last card, 1 point (you have 30).");
}

TEST_CASE("a card played says the count and what it scored") {
    const Narration n;
    const Card eight_hearts = card(8, Suit::Hearts);
    const auto fifteen =
        narrate(cr::PlayedEvent{cr::Seat::Computer,
                                seven_spades,
                                15,
                                {{cr::ScoreKind::Fifteen, 2, {eight_hearts, seven_spades}}},
                                9},
                n);
    CHECK(fifteen.who == Who::Computer);
    CHECK(fifteen.text == "Computer played the 7♠ — count 15: fifteen for 2 (Computer has 9).");

    const Card seven_hearts = card(7, Suit::Hearts);
    CHECK(narrate(cr::PlayedEvent{cr::Seat::Human, seven_hearts, 22, {}, 4}, n).text ==
          "You played the 7♥ — count 22.");
    const auto pair =
        narrate(cr::PlayedEvent{cr::Seat::Human,
                                seven_hearts,
                                14,
                                {{cr::ScoreKind::Pair, 2, {seven_spades, seven_hearts}}},
                                6},
                n);
    CHECK(pair.who == Who::Human);
    CHECK(pair.text == "You played the 7♥ — count 14: a pair (7♠ 7♥) for 2 (you have 6).");
    const auto both = narrate(
        cr::PlayedEvent{
            cr::Seat::Computer,
            card(6, Suit::Clubs),
            31,
            {{cr::ScoreKind::ThirtyOne, 2, {}},
             {cr::ScoreKind::Run, 3, {five_spades, card(6, Suit::Clubs), seven_spades}}},
            40},
        n);
    CHECK(both.text ==
          "Computer played the 6♣ — count 31: thirty-one for 2 and a run of three (5♠ 6♣ 7♠) for 3 "
          "(Computer has 40).");
}

TEST_CASE("go and the count starting again agree with the name") {
    Narration n;
    CHECK(narrate(cr::GoEvent{cr::Seat::Computer}, n).text == "Computer says go.");
    CHECK(narrate(cr::GoEvent{cr::Seat::Human}, n).text == "You say go.");
    CHECK(narrate(cr::CountRestartedEvent{cr::Seat::Human}, n).text ==
          "The count starts again at 0; you lead.");
    n.names[0] = "Alice";
    CHECK(narrate(cr::GoEvent{cr::Seat::Human}, n).text == "Alice says go.");
    CHECK(narrate(cr::CountRestartedEvent{cr::Seat::Human}, n).text ==
          "The count starts again at 0; Alice leads.");
    CHECK(has("You") == "You have");
    CHECK(has("Alice") == "Alice has");
}

TEST_CASE("a show names the hand, the starter, the points and the count") {
    const Narration n;
    cr::Show show;
    show.seat = cr::Seat::Human;
    show.cards = {card(7, Suit::Clubs), card(8, Suit::Diamonds), card(9, Suit::Spades),
                  card(9, Suit::Hearts)};
    show.starter = five_spades;
    show.score = cr::hand_value(show.cards, show.starter, false);
    const auto entry = narrate(cr::ShowEvent{show, 40}, n);
    CHECK(entry.who == Who::Human);
    CHECK(entry.text ==
          "Your hand (7♣ 8♦ 9♠ 9♥ + starter 5♠): " + std::to_string(show.score.total) + " — " +
              cr::speech(show.score) + " (you have 40).");
    CHECK(entry.text.rfind("Your hand (7♣ 8♦ 9♠ 9♥ + starter 5♠): 10 — fifteen two", 0) == 0);

    show.seat = cr::Seat::Computer;
    show.crib = true;
    const auto crib = narrate(cr::ShowEvent{show, 50}, n);
    CHECK(crib.who == Who::Computer);
    CHECK(crib.text.rfind("Computer's crib (", 0) == 0);
}

TEST_CASE("the end of the game, with a skunk when there is one") {
    Narration n;
    CHECK(narrate(cr::GameOverEvent{cr::Seat::Human, {121, 84}, cr::Skunk::Single}, n).text ==
          "You win 121 to 84 — a skunk!");
    CHECK(narrate(cr::GameOverEvent{cr::Seat::Computer, {100, 121}, cr::Skunk::None}, n).text ==
          "Computer wins 121 to 100.");
    CHECK(narrate(cr::GameOverEvent{cr::Seat::Computer, {55, 121}, cr::Skunk::Double}, n).text ==
          "Computer wins 121 to 55 — a double skunk!");
    n.names[0] = "Alice";
    CHECK(narrate(cr::GameOverEvent{cr::Seat::Human, {121, 95}, cr::Skunk::None}, n).text ==
          "Alice wins 121 to 95.");
}

TEST_CASE("the play's callouts: the words players say, from the move's scoring events") {
    const Narration n{{"You", "Beatrice"}};
    const Card seven_hearts = card(7, Suit::Hearts);
    const Card seven_clubs = card(7, Suit::Clubs);
    const Card seven_diamonds = card(7, Suit::Diamonds);
    const Card eight_clubs = card(8, Suit::Clubs);
    auto played = [](cr::Seat seat, std::vector<cr::ScoreItem> items) {
        return std::vector<cr::Event>{cr::PlayedEvent{seat, Card{}, 0, std::move(items), 0}};
    };
    CHECK(pegging_callout(played(cr::Seat::Human, {}), n, true).empty());
    CHECK(pegging_callout(
              played(cr::Seat::Computer, {{cr::ScoreKind::Fifteen, 2, {}},
                                          {cr::ScoreKind::Pair, 2, {seven_hearts, seven_clubs}}}),
              n, true) == "Beatrice: fifteen for 2, pair for 2");
    CHECK(pegging_callout(
              played(cr::Seat::Human,
                     {{cr::ScoreKind::Pair, 6, {seven_hearts, seven_clubs, seven_diamonds}}}),
              n, true) == "You: pair royal for 6");
    CHECK(pegging_callout(
              played(cr::Seat::Human,
                     {{cr::ScoreKind::Run, 3, {five_spades, seven_spades, card(6, Suit::Clubs)}}}),
              n, true) == "You: run of 3 for 3");
    CHECK(pegging_callout(played(cr::Seat::Computer, {{cr::ScoreKind::ThirtyOne, 2, {}}}), n,
                          true) == "Beatrice: 31 for 2");
    // The last card's point: a go while cards are left, the last card once none are.
    std::vector<cr::Event> go = played(cr::Seat::Human, {});
    go.emplace_back(
        cr::PointsEvent{cr::Seat::Human, {cr::ScoreKind::LastCard, 1, {eight_clubs}}, 3});
    go.emplace_back(cr::CountRestartedEvent{cr::Seat::Computer});
    CHECK(pegging_callout(go, n, true) == "You: go for 1");
    CHECK(pegging_callout(go, n, false) == "You: last card for 1");
}

} // namespace cribbage_narration_test
