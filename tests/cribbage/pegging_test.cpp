#include "parlor/games/cribbage/pegging.hpp"
#include "test_cards.hpp"

#include <doctest/doctest.h>

using namespace parlor::cribbage;
using parlor::cribbage::test::card;
using parlor::cribbage::test::cards;

namespace {

int points(const std::string& pile) {
    return pegging_points(cards(pile));
}

std::vector<ScoreKind> kinds(const std::string& pile) {
    std::vector<ScoreKind> out;
    for (const auto& item : pegging_items(cards(pile))) {
        out.push_back(item.kind);
    }
    return out;
}

// Records the play as text, to compare with what a player would announce.
struct Recorder final : PlayListener {
    std::vector<std::string> log;
    std::array<int, 2> points{};
    void laid(int seat, Card c, std::span<const Card> pile, int p) override {
        log.push_back(std::to_string(seat) + " " + parlor::cards::to_string(c) + " " +
                      std::to_string(count_of(pile)) + (p ? " +" + std::to_string(p) : ""));
        points[static_cast<std::size_t>(seat)] += p;
    }
    void said_go(int seat) override { log.push_back(std::to_string(seat) + " go"); }
    void last_card(int seat) override {
        log.push_back(std::to_string(seat) + " last +1");
        points[static_cast<std::size_t>(seat)] += 1;
    }
    void count_restarted(int leader) override {
        log.push_back("restart " + std::to_string(leader));
    }
};

PlayPosition position(const std::string& seat0, const std::string& seat1, int turn) {
    PlayPosition p;
    const std::array<std::vector<Card>, 2> hands{cards(seat0), cards(seat1)};
    for (std::size_t s = 0; s < 2; ++s) {
        std::copy(hands[s].begin(), hands[s].end(), p.hands[s].begin());
        p.hand_size[s] = static_cast<int>(hands[s].size());
    }
    p.turn = turn;
    return p;
}

} // namespace

TEST_CASE("a count of 15 or 31 scores 2") {
    CHECK(points("5H XS") == 2);
    CHECK(kinds("5H XS") == std::vector<ScoreKind>{ScoreKind::Fifteen});
    CHECK(points("XH KS JD AC") == 2);
    CHECK(kinds("XH KS JD AC") == std::vector<ScoreKind>{ScoreKind::ThirtyOne});
    CHECK(points("XH KS") == 0);
    CHECK(count_of(cards("XH KS JD AC")) == 31);
}

TEST_CASE("pairs with the previous cards: 2, 6, 12") {
    CHECK(points("7H 7S") == 2);
    CHECK(points("7H 7S 7C") == 6);
    CHECK(points("7H 7S 7C 7D") == 12);
    CHECK(points("7H 8S 7C") == 0);     // not adjacent
    CHECK(points("5H 5S 5C") == 6 + 2); // and fifteen
}

TEST_CASE("runs of three or more among the latest cards, in any order") {
    CHECK(points("3H 5S 4C") == 3);
    CHECK(points("3H 5S 4C 6D") == 4);
    CHECK(points("3H 5S 4C 6D 2D") == 5 + 0);
    CHECK(points("2D 3H 4S 2C") == 3);  // the latest three: 3-4-2
    CHECK(points("4D 3H 5S 3C") == 2);  // fifteen, but 3-5-3 and 4-3-5-3 are no runs
    CHECK(points("5H 4S 6C") == 3 + 2); // a run and fifteen
    CHECK(points("AH 2S 3C 4D 5H") == 5 + 2);
    CHECK(points("KH QS AC") == 0); // no wrapping
    CHECK(points("9H XS JC QD") == 4);
    const auto items = pegging_items(cards("9H JS XC"));
    REQUIRE(items.size() == 1);
    CHECK(items[0].kind == ScoreKind::Run);
    CHECK(items[0].cards == cards("9H JS XC"));
}

TEST_CASE("go: the other plays on, and the last card before the restart scores 1") {
    // Seat 0 leads K, seat 1 Q (20), seat 0 9 (29); seat 1 cannot play and says go; seat 0 plays
    // the ace (30), cannot go on, and scores the last card. The count restarts with seat 1.
    PlayPosition p = position("KH 9C AS 2S", "QS 5D 6D 4S", 0);
    Recorder r;
    lay_card(p, card("KH"), r);
    lay_card(p, card("QS"), r);
    lay_card(p, card("9C"), r);
    CHECK(p.turn == 0); // seat 1 said go
    CHECK(p.go == 1);
    lay_card(p, card("AS"), r);
    CHECK(r.log == std::vector<std::string>{"0 KH 10", "1 QS 20", "0 9C 29", "1 go", "0 AS 30",
                                            "0 last +1", "restart 1"});
    CHECK(p.turn == 1);
    CHECK(p.count == 0);
    CHECK(p.go == -1);
    // Seat 1 leads 5; seat 0 plays its last card; seat 0 has none left and says go; seat 1
    // plays out its hand and scores the last card of all.
    lay_card(p, card("5D"), r);
    lay_card(p, card("2S"), r);
    lay_card(p, card("6D"), r);
    CHECK(p.turn == 1);
    lay_card(p, card("4S"), r);
    CHECK(p.over);
    CHECK(r.log == std::vector<std::string>{"0 KH 10", "1 QS 20", "0 9C 29", "1 go", "0 AS 30",
                                            "0 last +1", "restart 1", "1 5D 5", "0 2S 7", "1 6D 13",
                                            "0 go", "1 4S 17", "1 last +1"});
    CHECK(r.points == std::array<int, 2>{1, 1});
}

TEST_CASE("31 scores 2 and restarts the count at once, with no point for the last card") {
    PlayPosition p = position("XH AH 2C", "XS XD 3C", 0);
    Recorder r;
    lay_card(p, card("XH"), r);
    lay_card(p, card("XS"), r); // pair
    lay_card(p, card("AH"), r);
    lay_card(p, card("XD"), r); // 31
    CHECK(r.log ==
          std::vector<std::string>{"0 XH 10", "1 XS 20 +2", "0 AH 21", "1 XD 31 +2", "restart 0"});
    CHECK(p.turn == 0); // the player after the one who made 31
    lay_card(p, card("2C"), r);
    lay_card(p, card("3C"), r);
    CHECK(p.over);
    CHECK(r.log.back() == "1 last +1");
}

TEST_CASE("the last card of all making 31 scores only the 2 for 31") {
    PlayPosition p = position("XH AH", "XS KD", 0);
    Recorder r;
    for (const char* c : {"XH", "XS", "AH", "KD"}) {
        lay_card(p, card(c), r);
    }
    CHECK(p.over);
    CHECK(r.log ==
          std::vector<std::string>{"0 XH 10", "1 XS 20 +2", "0 AH 21", "1 KD 31 +2", "restart 0"});
    CHECK(r.points == std::array<int, 2>{0, 4});
}

TEST_CASE("a seat that cannot play at the restart leaves the lead to the other") {
    // Seat 0 has played out; seat 1 keeps laying until it is out, then scores the last card.
    PlayPosition p = position("KH", "QS 5D 7D", 0);
    Recorder r;
    lay_card(p, card("KH"), r);
    lay_card(p, card("QS"), r);
    CHECK(p.turn == 1);
    lay_card(p, card("5D"), r);
    CHECK(p.turn == 1);
    lay_card(p, card("7D"), r);
    CHECK(p.over);
    CHECK(r.log == std::vector<std::string>{"0 KH 10", "1 QS 20", "0 go", "1 5D 25", "1 last +1",
                                            "restart 0", "0 go", "1 7D 7", "1 last +1"});
}
