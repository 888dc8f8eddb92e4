// The table's log: one sentence per event, the computer's reasons under its moves.

#include "app/fivecrowns/narration.hpp"

#include <doctest/doctest.h>

namespace fivecrowns_log_test {

using namespace parlor::app::fivecrowns_table;
namespace fc = parlor::fivecrowns;
using parlor::cards::Card;
using parlor::cards::Suit;

TEST_CASE("moves read as sentences, and a hidden hand keeps the computer's draws secret") {
    Narration n;
    const Card seven = Card::of(7, Suit::Diamonds);
    CHECK(narrate(fc::DrewEvent{fc::Seat::Human, false, seven}, n).text ==
          "You drew the 7♦ from the draw pile.");
    CHECK(narrate(fc::DrewEvent{fc::Seat::Computer, true, seven}, n).text ==
          "Computer took the 7♦ from the discard pile.");
    CHECK(narrate(fc::DiscardedEvent{fc::Seat::Computer, seven}, n).text ==
          "Computer discarded the 7♦.");
    CHECK(narrate(fc::DrewEvent{fc::Seat::Computer, false, seven}, n).text ==
          "Computer drew the 7♦ from the draw pile.");
    n.hide_computer_hand = true;
    CHECK(narrate(fc::DrewEvent{fc::Seat::Computer, false, seven}, n).text ==
          "Computer drew a card from the draw pile.");
    // What it takes from the discard pile both players saw anyway.
    CHECK(narrate(fc::DrewEvent{fc::Seat::Computer, true, seven}, n).text ==
          "Computer took the 7♦ from the discard pile.");
    CHECK(rank_plural(10) == "10s");
    CHECK(rank_plural(13, true) == "Kings");
    CHECK(
        narrate(fc::DealtEvent{4, fc::Seat::Human}, n).text ==
        "Round 4: 6 cards each, 6s and jokers are wild. You play first, having gone out first last "
        "round.");
    CHECK(
        narrate(fc::DealtEvent{9, fc::Seat::Computer}, n).text ==
        "Round 9: 11 cards each, jacks and jokers are wild. Computer plays first, having gone out "
        "first last round.");
}

TEST_CASE("a player's name replaces You") {
    Narration n;
    n.names = {"Ada", "Computer"};
    CHECK(narrate(fc::DiscardedEvent{fc::Seat::Human, Card::joker(2)}, n)
              .text.starts_with("Ada discarded the "));
    CHECK(narrate(fc::GameOverEvent{fc::Seat::Human, {40, 90}}, n).text ==
          "Game over: Ada wins (40 to 90).");
    n.names = {"You", "Computer"};
    CHECK(narrate(fc::GameOverEvent{fc::Seat::Human, {40, 90}}, n).text ==
          "Game over: You win (40 to 90).");
    CHECK(narrate(fc::GameOverEvent{std::nullopt, {50, 50}}, n).text ==
          "Game over: a draw (50 to 50).");
}

TEST_CASE("going out lists the melds; reasons attach to the newest entry") {
    fc::Arrangement a =
        fc::best_arrangement(std::vector<Card>{Card::of(5, Suit::Hearts), Card::of(6, Suit::Hearts),
                                               Card::of(7, Suit::Hearts)},
                             3);
    REQUIRE(a.goes_out());
    const LogEntry out = narrate(fc::WentOutEvent{fc::Seat::Computer, a}, Narration{});
    CHECK(out.text == "Computer went out! You may play one last turn.");
    REQUIRE(out.reasons.size() == 1);
    CHECK(out.reasons[0] == fc::describe(a.melds[0]));

    TableLog log;
    CHECK_FALSE(log.entries().size());
    log.add_reasons({"ignored: nothing to attach to"});
    CHECK(log.entries().empty());
    log.add(LogEntry::Who::Computer, "Computer discarded the K♣.");
    const int v = log.version();
    log.add_reasons({"I discarded the K♣ because it fits nothing."});
    CHECK(log.version() > v);
    REQUIRE(log.entries().size() == 1);
    CHECK(log.entries()[0].reasons.size() == 1);
    log.add(LogEntry::Who::Table, ""); // nothing to say: no entry
    CHECK(log.entries().size() == 1);
}

TEST_CASE("with the computer's hand hidden, a reason naming one of its cards is left out") {
    const Card king = Card::of(13, Suit::Clubs);
    const Card seven = Card::of(7, Suit::Diamonds);
    const std::vector<std::string> reasons{
        "I discarded the K♣ because it fits nothing.",
        "The 7♦ goes into my run of diamonds.",
        "I keep my joker for a run.",
    };
    // The K♣ was discarded (seen); the 7♦ and a joker are still in its hand.
    CHECK(told_reasons(reasons, {seven, Card::joker(1)}) ==
          std::vector<std::string>{"I discarded the K♣ because it fits nothing."});
    CHECK(told_reasons(reasons, {king}) == std::vector<std::string>{reasons[1], reasons[2]});
    CHECK(told_reasons(reasons, {}) == reasons);
}

} // namespace fivecrowns_log_test
