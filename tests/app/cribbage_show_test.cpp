// The show counted step by step, as a player counts aloud.

#include "app/cribbage/show_steps.hpp"

#include <doctest/doctest.h>

#include <algorithm>

namespace cribbage_show_test {

using namespace parlor::app::cribbage_table;
using parlor::cards::Suit;

namespace {

std::vector<Card> cards_of(const char* text) {
    std::string error;
    auto parsed = cr::parse_cards(text, error);
    REQUIRE_MESSAGE(parsed.has_value(), error);
    return *parsed;
}

cr::Show counted(cr::Seat seat, bool crib, const char* hand, const char* starter) {
    cr::Show show;
    show.seat = seat;
    show.crib = crib;
    show.cards = cards_of(hand);
    show.starter = cards_of(starter).front();
    show.score = cr::hand_value(show.cards, show.starter, crib);
    return show;
}

const std::array<std::string, 2> you_and_computer{"You", "Computer"};

bool lights(const ShowStep& step, Card card) {
    return std::find(step.lit.begin(), step.lit.end(), card) != step.lit.end();
}

} // namespace

TEST_CASE("twenty-nine: every item a step, the running total reaching 29") {
    const cr::Show show = counted(cr::Seat::Human, false, "5H 5S 5C JD", "5D");
    REQUIRE(show.score.total == 29);
    const auto steps = show_steps({show}, you_and_computer);
    REQUIRE(steps.size() == show.score.items.size() + 1);

    CHECK(steps[0].item == -1);
    CHECK(steps[0].lit.empty());
    CHECK(steps[0].points == 0);
    CHECK(steps[0].running == 0);
    CHECK(steps[0].words == "Your hand");

    int sum = 0;
    for (std::size_t i = 1; i < steps.size(); ++i) {
        CHECK(steps[i].show == 0);
        CHECK(steps[i].item == static_cast<int>(i) - 1);
        CHECK_FALSE(steps[i].lit.empty());
        sum += steps[i].points;
        CHECK(steps[i].running == sum);
    }
    CHECK(sum == 29);
    CHECK(steps.back().running == 29);
    CHECK(steps[1].words == "fifteen two");
    CHECK(steps[2].words == "fifteen four");
    CHECK(steps[8].words == "fifteen sixteen");
    CHECK(steps[9].words == "four of a kind is twenty-eight");
    CHECK(steps[9].lit.size() == 4);
    // His nobs: the jack of the starter's suit.
    CHECK(steps.back().words == "and his nobs is twenty-nine");
    CHECK(lights(steps.back(), Card::of(parlor::cards::jack, Suit::Diamonds)));
    CHECK(steps.back().points == 1);
}

TEST_CASE("a hand worth nothing is one step: nineteen") {
    const cr::Show show = counted(cr::Seat::Computer, false, "AS 3D 9C JH", "KS");
    REQUIRE(show.score.total == 0);
    const auto steps = show_steps({show}, you_and_computer);
    REQUIRE(steps.size() == 2);
    CHECK(steps[0].words == "Computer's hand");
    CHECK(steps[1].words == "nineteen");
    CHECK(steps[1].points == 0);
    CHECK(steps[1].running == 0);
    CHECK(steps[1].lit.empty());
}

TEST_CASE("pairs, a double run and a flush read as they are counted") {
    const cr::Show run = counted(cr::Seat::Human, false, "6C 7D 8S 8H", "KC");
    REQUIRE(run.score.total == 12);
    const auto steps = show_steps({run}, you_and_computer);
    REQUIRE(steps.size() == 6);
    CHECK(steps[1].words == "fifteen two");
    CHECK(steps[2].words == "fifteen four");
    CHECK(steps[3].words == "a pair is six");
    CHECK(steps[4].words == "a run of three is nine");
    CHECK(steps[5].words == "and another run of three is twelve");
    CHECK(steps[4].lit.size() == 3);
    CHECK(steps[4].lit != steps[5].lit);

    // The crib scores a flush only with the starter.
    const cr::Show crib = counted(cr::Seat::Computer, true, "2H 4H 6H QH", "9H");
    const auto crib_steps = show_steps({crib}, you_and_computer);
    CHECK(crib_steps[0].words == "Computer's crib");
    const auto flush = std::find_if(crib_steps.begin(), crib_steps.end(), [&](const ShowStep& s) {
        return s.item >= 0 &&
               crib.score.items[static_cast<std::size_t>(s.item)].kind == cr::ScoreKind::Flush;
    });
    REQUIRE(flush != crib_steps.end());
    CHECK(flush->points == 5);
    CHECK(flush->lit.size() == 5);
    CHECK(flush->words.find("a flush of five is") != std::string::npos);
    CHECK(crib_steps.back().running == crib.score.total);

    const cr::Show hand_flush = counted(cr::Seat::Human, false, "2H 4H 6H QH", "9S");
    const auto hand_steps = show_steps({hand_flush}, you_and_computer);
    CHECK(hand_steps.back().words.find("a flush of four is") != std::string::npos);
}

TEST_CASE("the three shows in order: the pone's hand, the dealer's, the dealer's crib") {
    const std::vector<cr::Show> shows = {
        counted(cr::Seat::Human, false, "6C 7D 8S 8H", "KC"),
        counted(cr::Seat::Computer, false, "AS 3D 9C JH", "KC"),
        counted(cr::Seat::Computer, true, "QS QD 3C 5C", "KC"),
    };
    const auto steps = show_steps(shows, you_and_computer);
    std::vector<std::string> titles;
    int last_show = -1;
    for (const ShowStep& step : steps) {
        CHECK(step.show >= last_show); // the shows never go back
        if (step.item == -1) {
            titles.push_back(step.words);
            CHECK(step.show == last_show + 1);
        }
        last_show = step.show;
    }
    CHECK(titles == std::vector<std::string>{"Your hand", "Computer's hand", "Computer's crib"});
    for (std::size_t s = 0; s < shows.size(); ++s) {
        int total = 0;
        for (const ShowStep& step : steps) {
            if (step.show == static_cast<int>(s)) {
                total += step.points;
            }
        }
        CHECK(total == shows[s].score.total);
    }

    CHECK(show_title(shows[0], {"Alice", "Computer"}) == "Alice's hand");
    CHECK(show_title(shows[2], {"Alice", "Computer"}) == "Computer's crib");
    cr::Show my_crib = shows[2];
    my_crib.seat = cr::Seat::Human;
    CHECK(show_title(my_crib, you_and_computer) == "Your crib");
}

TEST_CASE("the reveal lays the first hand down at once, then one step per interval") {
    const std::vector<cr::Show> shows = {
        counted(cr::Seat::Human, false, "6C 7D 8S 8H", "KC"),    // 5 items
        counted(cr::Seat::Computer, false, "AS 3D 9C JH", "KC"), // nothing
    };
    ShowReveal reveal(shows, you_and_computer);
    REQUIRE(reveal.steps().size() == 8);
    CHECK(reveal.active());
    CHECK_FALSE(reveal.finished());
    CHECK(reveal.current() == nullptr);
    CHECK(reveal.current_show() == nullptr);

    auto due = reveal.update(0.01, 1.0);
    REQUIRE(due.size() == 1);
    CHECK(due[0]->item == -1);
    CHECK(reveal.shown() == 1);
    CHECK(reveal.current() == due[0]);
    REQUIRE(reveal.current_show() != nullptr);
    CHECK(reveal.current_show()->seat == cr::Seat::Human);

    CHECK(reveal.update(0.5, 1.0).empty());
    CHECK(reveal.update(0.45, 1.0).empty());
    due = reveal.update(0.1, 1.0);
    REQUIRE(due.size() == 1);
    CHECK(due[0]->words == "fifteen two");

    // Continue shows the next at once and starts the wait again.
    CHECK(reveal.update(0.9, 1.0).empty());
    const ShowStep* forced = reveal.step();
    REQUIRE(forced != nullptr);
    CHECK(forced->words == "fifteen four");
    CHECK(reveal.update(0.5, 1.0).empty());
    CHECK(reveal.update(0.6, 1.0).size() == 1);

    // A long frame brings every step that came due, in order.
    due = reveal.update(2.0, 1.0);
    REQUIRE(due.size() == 2);
    CHECK(due[0]->words == "a run of three is nine");
    CHECK(due[1]->words == "and another run of three is twelve");

    due = reveal.update(10.0, 1.0);
    REQUIRE(due.size() == 2);
    CHECK(due[0]->words == "Computer's hand");
    CHECK(due[1]->words == "nineteen");
    CHECK(reveal.finished());
    CHECK(reveal.current_show()->seat == cr::Seat::Computer);
    CHECK(reveal.step() == nullptr);
    CHECK(reveal.update(10.0, 1.0).empty());

    reveal.clear();
    CHECK_FALSE(reveal.active());
    CHECK(reveal.finished());
}

} // namespace cribbage_show_test
