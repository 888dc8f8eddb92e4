// The table kit's plain parts: the frame, card layouts, the cards' flights between rows, the
// hand's on-screen order, the zones, the keyboard's focus and the menu bar. No window needed.

#include "app/core/settings.hpp"
#include "app/table/card_layouts.hpp"
#include "app/table/flight_deck.hpp"
#include "app/table/hand_order.hpp"
#include "app/table/menu_bar.hpp"
#include "app/table/names.hpp"
#include "app/table/table_frame.hpp"
#include "app/table/zones.hpp"
#include "parlor/cards/notation.hpp"

#include <doctest/doctest.h>

#include <cmath>
#include <string>
#include <utility>
#include <vector>

namespace table_kit_test {

using namespace parlor::app;
using namespace parlor::app::table;
using parlor::cards::Card;

namespace {

std::vector<Card> cards_of(const std::string& text) {
    std::vector<Card> out;
    for (const auto word : parlor::cards::split_words(text)) {
        const auto c = parlor::cards::parse_card(word);
        REQUIRE(c.has_value());
        out.push_back(*c);
    }
    return out;
}

Flight flight_to(int zone, Card c) {
    Flight f;
    f.card = c;
    f.zone = zone;
    f.from = Rect{0, 0, 50, 70};
    f.to = Rect{100, 200, 50, 70};
    f.duration = 0.3;
    return f;
}

CardRow row(int zone, const std::string& cards, float x, bool face_up = true) {
    CardRow r{zone, cards_of(cards), {}, face_up};
    for (std::size_t i = 0; i < r.cards.size(); ++i) {
        r.boxes.push_back(Rect{x + static_cast<float>(i) * 60, 0, 50, 70});
    }
    return r;
}

const std::pair<int, int> sizes[] = {{1024, 600},  {1280, 720}, {1920, 1080},
                                     {3840, 2160}, {1024, 768}, {2560, 1080}};

} // namespace

TEST_CASE("the frame: top bar, play area, menu bar and side column fit and never overlap") {
    for (auto dimensions : sizes) {
        const auto w = std::get<0>(dimensions);
        const auto h = std::get<1>(dimensions);
        for (const bool help : {false, true}) {
            INFO(w << "x" << h << (help ? " with help" : ""));
            const TableFrame f = frame_table(w, h, help);
            CHECK(f.window == Rect{0, 0, static_cast<float>(w), static_cast<float>(h)});
            for (const Rect& r : {f.top_bar, f.play, f.menu_bar, f.side, f.log}) {
                CHECK_FALSE(r.empty());
                CHECK(f.window.contains(r));
            }
            for (const Rect& r : {f.top_bar, f.play, f.menu_bar}) {
                CHECK_FALSE(r.overlaps(f.side));
            }
            CHECK_FALSE(f.top_bar.overlaps(f.play));
            CHECK_FALSE(f.play.overlaps(f.menu_bar));
            CHECK(help == !f.help.empty());
            CHECK_FALSE(f.help.overlaps(f.log));
            // One scale for every size: 1280x720 is the design.
            CHECK(f.s.unit == doctest::Approx(std::min(w / 1280.0, h / 720.0)));
        }
    }
}

TEST_CASE("a short hand is centred at natural spacing; a long one overlaps to fill the row") {
    const Rect area{0, 0, 600, 120};
    const auto three = fan(area, 3, CardSize{70, 98}, 6);
    REQUIRE(three.size() == 3);
    CHECK(three[1].x - three[0].x == 76);
    CHECK(std::abs((three[0].x - area.x) - (area.right() - three[2].right())) <= 1);
    CHECK(three[0].bottom() == area.bottom()); // bottom-aligned: room on top to rise
    const auto fourteen = fan(area, 14, CardSize{70, 98}, 6);
    CHECK(fourteen.front().x >= area.x);
    CHECK(fourteen.front().x - area.x <= 7); // what rounding leaves, shared on both sides
    CHECK(fourteen.back().right() <= area.right());
    CHECK(fourteen.back().right() > area.right() - 14);
    for (std::size_t i = 1; i < fourteen.size(); ++i) {
        CHECK(fourteen[i].x - fourteen[i - 1].x >= 70 * 2 / 5); // the corner index shows
    }
    CHECK(fan(area, 0, CardSize{70, 98}, 6).empty());
}

TEST_CASE("groups keep their gaps; the cards inside a group overlap when space is short") {
    const Rect area{10, 0, 500, 60};
    const std::vector<int> groups = {3, 3, 4, 3, 1};
    const auto cards = fan_groups(area, groups, CardSize{40, 56}, 3, 20);
    REQUIRE(cards.size() == 14);
    for (const Rect& c : cards) {
        CHECK(area.contains(c));
    }
    const auto bounds = group_bounds(cards, groups);
    REQUIRE(bounds.size() == 5);
    for (std::size_t i = 1; i < bounds.size(); ++i) {
        CHECK(bounds[i].x - bounds[i - 1].right() >= 20);
    }
}

TEST_CASE("a pile shows the edges of the cards under its top one, the top card last") {
    const auto boxes = pile(Rect{100, 100, 50, 70}, 5, 2, 3);
    REQUIRE(boxes.size() == 5);
    CHECK(boxes.back() == Rect{100, 100, 50, 70});
    CHECK(boxes[3] == Rect{102, 102, 50, 70});
    CHECK(boxes[0] == Rect{106, 106, 50, 70}); // deeper than the shown edges: under the last
    CHECK(pile(Rect{0, 0, 5, 5}, 0, 2, 3).empty());
}

TEST_CASE("the draw pile's 109 cards fit a strip as chips that do not overlap") {
    const Rect strip{300, 200, 700, 130};
    const auto chips = chip_grid(strip, 109);
    REQUIRE(chips.size() == 109);
    for (std::size_t i = 0; i < chips.size(); ++i) {
        CHECK(strip.contains(chips[i]));
        if (i > 0) {
            CHECK_FALSE(chips[i].overlaps(chips[i - 1]));
        }
    }
    CHECK(chips[0].h >= 18); // big enough for a rank over a suit
}

TEST_CASE("hit-testing a fan finds the topmost card, and a drop point finds its place") {
    const auto cards = fan(Rect{0, 0, 300, 100}, 5, CardSize{70, 98}, 6);
    REQUIRE(cards.size() == 5);
    CHECK(topmost_at(cards, Point{cards[1].x + 2, 50}) == 1);
    CHECK(topmost_at(cards, Point{cards[2].x + 2, 50}) == 2);
    CHECK(topmost_at(cards, Point{cards[4].right() - 1, 50}) == 4);
    CHECK(topmost_at(cards, Point{cards[4].right() + 5, 50}) == -1);
    CHECK(insertion_index(cards, 0, 299) == 4);
    CHECK(insertion_index(cards, 4, 0) == 0);
    CHECK(insertion_index(cards, 2, cards[2].cx()) == 2);
}

TEST_CASE("a flight moves from its start to its destination and then lands") {
    FlightDeck flights;
    const Card c = cards_of("KH")[0];
    flights.launch(flight_to(3, c));
    REQUIRE(flights.flying());
    CHECK(flights.flights()[0].where() == Rect{0, 0, 50, 70});
    CHECK(flights.arrivals(3)[c] == 1);
    CHECK(flights.arrivals(2).empty());
    flights.update(0.15);
    const Rect mid = flights.flights()[0].where();
    CHECK(mid.x > 50); // eased out: past half way at half time
    CHECK(mid.x < 100);
    CHECK(mid.y > 100);
    flights.update(0.2);
    CHECK_FALSE(flights.flying());
}

TEST_CASE("the Animations setting's speed: slow cards are still flying when normal ones land") {
    const Card c = cards_of("KH")[0];
    const double flight = flight_to(3, c).duration;
    for (const char* speed : animation_speeds) {
        FlightDeck flights;
        flights.set_pace(animation_pace(speed));
        flights.launch(flight_to(3, c));
        flights.update(flight * 0.9);
        CHECK(flights.flying() == (std::string(speed) != "fast"));
        flights.update(flight * 0.2);
        CHECK(flights.flying() == (std::string(speed) == "slow"));
    }
    CHECK(animation_pace("slow") < animation_pace("normal"));
    CHECK(animation_pace("normal") < animation_pace("fast"));
}

TEST_CASE("a delayed flight waits; a batch lands together; finish_all lands everything") {
    FlightDeck flights;
    Flight first = flight_to(1, cards_of("3C")[0]);
    Flight second = flight_to(1, cards_of("4C")[0]);
    second.delay = 0.2;
    flights.launch(first);
    flights.launch(second);
    flights.update(0.1);
    CHECK(flights.flights()[1].waiting());
    CHECK(flights.flights()[1].where() == second.from);
    flights.update(0.25); // the first has landed, the second is on its way
    REQUIRE(flights.flying());
    CHECK(flights.flights()[0].landed());
    CHECK(flights.flights()[0].where() == first.to);
    flights.finish_all();
    CHECK_FALSE(flights.flying());
}

TEST_CASE("with animations off nothing flies; a card turns over half way") {
    FlightDeck flights;
    flights.launch(flight_to(1, cards_of("3C")[0]));
    flights.set_enabled(false);
    CHECK_FALSE(flights.flying()); // turning them off lands what was flying
    flights.launch(flight_to(1, cards_of("4C")[0]));
    CHECK_FALSE(flights.flying());

    Flight f = flight_to(1, cards_of("5D")[0]);
    f.face_up_at_start = false;
    CHECK_FALSE(f.face_up());
    f.elapsed = f.duration * 0.9;
    CHECK(f.face_up());
}

TEST_CASE("a card that left one row for another flies between their boxes") {
    // The hand (zone 0) plays its KH onto the pile (zone 1); the stock's top (zone 2) is drawn.
    const std::vector<CardRow> before = {row(0, "2C KH 7D", 0), row(1, "5S", 500),
                                         row(2, "9H", 800, false)};
    const std::vector<CardRow> after = {row(0, "2C 7D 9H", 0), row(1, "5S KH", 500),
                                        row(2, "3S", 800, false)};
    FlightDeck flights;
    flights.fly_moves(before, after);
    REQUIRE(flights.flights().size() == 2);
    const Card kh = cards_of("KH")[0];
    const Card nine = cards_of("9H")[0];
    for (const Flight& f : flights.flights()) {
        if (f.card == kh) {
            CHECK(f.zone == 1);
            CHECK(f.from == before[0].boxes[1]);
            CHECK(f.to == after[1].boxes[1]);
            CHECK(f.face_up_at_start);
        } else {
            CHECK(f.card == nine);
            CHECK(f.zone == 0);
            CHECK(f.from == before[2].boxes[0]);
            CHECK(f.to == after[0].boxes[2]);
            CHECK_FALSE(f.face_up_at_start); // it was face down on the stock
            CHECK(f.face_up_at_end);
        }
    }
    // Still in the air: the rows skip them; the 3S turned up from nowhere and does not fly.
    CHECK(flights.in_the_air(after[0]) == std::vector<bool>{false, false, true});
    CHECK(flights.in_the_air(after[1]) == std::vector<bool>{false, true});
    CHECK(flights.in_the_air(after[2]) == std::vector<bool>{false});
}

TEST_CASE("two copies of a card: only the one that moved flies, the last copy lands") {
    const std::vector<CardRow> before = {row(0, "9C 9C 5H", 0), row(1, "", 500)};
    const std::vector<CardRow> after = {row(0, "9C 5H", 0), row(1, "9C", 500)};
    FlightDeck flights;
    flights.fly_moves(before, after);
    REQUIRE(flights.flights().size() == 1);
    CHECK(flights.in_the_air(after[0]) == std::vector<bool>{false, false});
    CHECK(flights.in_the_air(after[1]) == std::vector<bool>{true});
}

TEST_CASE("a deal flies from the deck one card at a time, taking the rows in turn") {
    const CardRow first = row(0, "2C 3C 4C", 0);
    const CardRow second = row(1, "2D 3D", 300);
    FlightDeck flights;
    flights.fly_deal(Rect{900, 400, 50, 70}, {&first, &second});
    REQUIRE(flights.flights().size() == 5);
    const auto& f = flights.flights();
    // 2C, 2D, 3C, 3D, 4C: each later than the one before, all from the deck, face down first.
    const std::vector<Card> order = cards_of("2C 2D 3C 3D 4C");
    for (std::size_t i = 0; i < f.size(); ++i) {
        CHECK(f[i].card == order[i]);
        CHECK(f[i].from == Rect{900, 400, 50, 70});
        CHECK_FALSE(f[i].face_up_at_start);
        if (i > 0) {
            CHECK(f[i].delay > f[i - 1].delay);
        }
    }
    CHECK(f[4].to == first.boxes[2]);
}

TEST_CASE("the hand keeps the player's order through draws and plays") {
    const HandOrder::Before by_card = [](const Card& a, const Card& b) { return a < b; };
    HandOrder order;
    order.reset(cards_of("QC JD 3S KS"), by_card);
    CHECK(order.cards() == cards_of("3S JD QC KS"));
    order.move(0, 2);
    CHECK(order.cards() == cards_of("JD QC 3S KS"));
    order.sync(cards_of("QC JD 3S KS 6S"), by_card); // the 6S drawn joins at the right end
    CHECK(order.cards() == cards_of("JD QC 3S KS 6S"));
    CHECK(order.last_added() == 4);
    order.sync(cards_of("QC 3S KS 6S"), by_card); // the JD played: the gap closes
    CHECK(order.cards() == cards_of("QC 3S KS 6S"));
    CHECK(order.last_added() == -1);
    order.put_first(cards_of("6S KS"));
    CHECK(order.cards() == cards_of("6S KS QC 3S"));
    const auto before = order.cards();
    order.move(-1, 3); // out of range: ignored
    order.move(2, 99);
    CHECK(order.cards() == before);
}

TEST_CASE("zones: the topmost spot is hit; only reachable spots with a row are in the grid") {
    Zones zones;
    zones.add(Target{0, 0}, Rect{0, 0, 50, 70}, true, 0);
    zones.add(Target{0, 1}, Rect{30, 0, 50, 70}, true, 0); // overlaps the first, on top
    zones.add(Target{1, 0}, Rect{200, 0, 50, 70}, false, 0);
    zones.add(Target{2, 0}, Rect{0, 100, 50, 70}, true, -1); // the keyboard skips it
    zones.add(Target::button(7), Rect{0, 200, 80, 30}, true, menu_focus_row);
    CHECK(zones.hit(Point{40, 10}) == Target{0, 1});
    CHECK(zones.hit(Point{10, 10}) == Target{0, 0});
    CHECK(zones.hit(Point{210, 10}) == Target{1, 0});
    CHECK(zones.hit(Point{500, 500}).empty());
    CHECK_FALSE(zones.reachable(Target{1, 0}));
    const auto grid = zones.grid();
    REQUIRE(grid.size() == 2);
    CHECK(grid[0].size() == 2);
    CHECK(grid[1].front()->target == Target::button(7));
}

TEST_CASE("the focus: the first key shows it, arrows move in a row and between rows, Home/End go "
          "to a row's ends, Tab goes through all") {
    Zones zones;
    zones.add(Target{0, 0}, Rect{0, 0, 50, 70}, true, 0);  // a pile
    zones.add(Target{1, 0}, Rect{80, 0, 50, 70}, true, 0); // another pile
    for (int i = 0; i < 4; ++i) {                          // a hand below
        zones.add(Target{2, i}, Rect{static_cast<float>(i * 60), 100, 50, 70}, true, 1);
    }
    zones.add(Target::button(0), Rect{0, 200, 80, 30}, true, menu_focus_row);
    zones.add(Target::button(1), Rect{200, 200, 80, 30}, true, menu_focus_row);
    Focus focus;
    focus.target = Target{0, 0};
    focus.move(UiAction::Right, zones);
    CHECK(focus.visible);
    CHECK(focus.target == Target{0, 0}); // shown, not moved
    focus.move(UiAction::Right, zones);
    CHECK(focus.target == Target{1, 0});
    focus.move(UiAction::Right, zones);
    CHECK(focus.target == Target{1, 0}); // the end of the row: no wrapping round to the first
    focus.move(UiAction::Left, zones);
    focus.move(UiAction::Left, zones);
    CHECK(focus.target == Target{0, 0}); // nor from the first to the last
    focus.move(UiAction::Down, zones);
    CHECK(focus.target == Target{2, 0}); // the card nearest across
    focus.move(UiAction::End, zones);
    CHECK(focus.target == Target{2, 3});
    focus.move(UiAction::Home, zones);
    CHECK(focus.target == Target{2, 0});
    focus.move(UiAction::Right, zones);
    focus.move(UiAction::Right, zones);
    focus.move(UiAction::Right, zones);
    CHECK(focus.target == Target{2, 3});
    focus.move(UiAction::Down, zones);
    CHECK(focus.target == Target::button(1));
    focus.move(UiAction::Down, zones);
    CHECK(focus.target == Target::button(1)); // no row below: stays
    for (int i = 0; i < 8; ++i) {
        focus.move(UiAction::Next, zones);
    }
    CHECK(focus.target == Target::button(1)); // eight spots: all the way round
    focus.move(UiAction::Prev, zones);
    CHECK(focus.target == Target::button(0));
    CHECK_FALSE(focus.move(UiAction::PageUp, zones));
    // A focus on something gone moves to the fallback.
    focus.target = Target{5, 5};
    focus.keep_within(zones, Target{1, 0});
    CHECK(focus.target == Target{1, 0});
}

TEST_CASE("menu buttons sit in the bar without overlapping, even when they must shrink") {
    for (auto dimensions : sizes) {
        const auto w = std::get<0>(dimensions);
        const auto h = std::get<1>(dimensions);
        INFO(w << "x" << h);
        const TableFrame f = frame_table(w, h, false);
        MenuBar bar;
        bar.set({{0, "Save", "S"},
                 {1, "Make a move", "", true, true, 180},
                 {2, "Ask for help", "H", true, false, 180},
                 {3, "Quit", ""},
                 {4, "Sort hand", "", true, false, 140, true},
                 {5, "Keys", "F1", true, false, 90, true}},
                f);
        const auto& boxes = bar.boxes();
        REQUIRE(boxes.size() == 6);
        for (std::size_t i = 0; i < boxes.size(); ++i) {
            CHECK(f.menu_bar.contains(boxes[i]));
            for (std::size_t j = i + 1; j < boxes.size(); ++j) {
                CHECK_FALSE(boxes[i].overlaps(boxes[j]));
            }
        }
        CHECK(boxes[0].x == f.menu_bar.x);
        CHECK(boxes[5].right() == f.menu_bar.right());
        REQUIRE(bar.primary() != nullptr);
        CHECK(bar.primary()->id == 1);
    }
    // Far too wide: they shrink, still inside and apart.
    const TableFrame small = frame_table(1024, 600, false);
    MenuBar bar;
    bar.set({{0, "A", "", true, false, 400},
             {1, "B", "", true, false, 400},
             {2, "C", "", true, false, 400, true}},
            small);
    CHECK(bar.boxes()[1].right() < bar.boxes()[2].x);
    CHECK(bar.boxes()[2].right() == small.menu_bar.right());
}

TEST_CASE("names: the player called you in any case is You, with your possessive and plain verbs") {
    for (const char* typed : {"", "You", "you", "YOU"}) {
        const Names names(typed);
        CHECK(names[0] == "You");
        CHECK(names.you(0));
        CHECK(names.possessive(0) == "Your");
        CHECK(names.with_verb(0, "take", "takes") == "You take");
    }
    const Names beatrice("beatrice");
    CHECK(beatrice[0] == "beatrice"); // a name keeps its case
    CHECK(beatrice.possessive(0) == "beatrice's");
    CHECK(beatrice.possessive(1) == "Computer's");
}

} // namespace table_kit_test
