// Card animations and the hand's on-screen order.

#include "../fivecrowns/test_cards.hpp"
#include "app/fivecrowns/flights.hpp"
#include "app/fivecrowns/hand_order.hpp"
#include "parlor/cards/notation.hpp"

#include <doctest/doctest.h>

#include <string>
#include <vector>

using namespace parlor::app::fivecrowns_table;
using parlor::cards::Card;

using parlor::fivecrowns::test::cards_of;

namespace {

Flight flight_to_discard(Card c) {
    Flight f;
    f.card = c;
    f.to = Place::Discard;
    f.from = Box{0, 0, 50, 70};
    f.dest = Box{100, 200, 50, 70};
    f.duration = 0.3;
    return f;
}

} // namespace

TEST_CASE("a flight moves from its start to its destination and then lands") {
    CardFlights flights;
    const Card c = cards_of("KH")[0];
    flights.launch(flight_to_discard(c));
    REQUIRE(flights.busy());
    CHECK(flights.flights()[0].where() == Box{0, 0, 50, 70});
    CHECK(flights.in_flight_to(Place::Discard, c) == 1);
    CHECK(flights.in_flight_to(Place::HumanHand, c) == 0);
    flights.update(0.15);
    const Box mid = flights.flights()[0].where();
    CHECK(mid.x > 50); // eased out: past half way at half time
    CHECK(mid.x < 100);
    CHECK(mid.y > 100);
    flights.update(0.2);
    CHECK_FALSE(flights.busy());
    CHECK(flights.in_flight_to(Place::Discard, c) == 0);
}

TEST_CASE("a delayed flight waits, and finish_all lands everything at once") {
    CardFlights flights;
    Flight f = flight_to_discard(cards_of("3T")[0]);
    f.delay = 0.5;
    flights.launch(f);
    flights.update(0.4);
    CHECK(flights.flights()[0].where() == f.from);
    flights.launch(flight_to_discard(cards_of("4T")[0]));
    CHECK(flights.in_flight_to(Place::Discard) == 2);
    flights.finish_all();
    CHECK_FALSE(flights.busy());
}

TEST_CASE("a batch lands together: landed cards wait at their places for the last one") {
    CardFlights flights;
    Flight first = flight_to_discard(cards_of("3T")[0]);
    Flight second = flight_to_discard(cards_of("4T")[0]);
    second.delay = 0.2;
    flights.launch(first);
    flights.launch(second);
    flights.update(0.35); // the first has landed, the second is on its way
    REQUIRE(flights.busy());
    CHECK(flights.flights()[0].landed());
    CHECK(flights.flights()[0].where() == first.dest);
    CHECK(flights.in_flight_to(Place::Discard) == 2);
    flights.update(0.2);
    CHECK_FALSE(flights.busy());
}

TEST_CASE("with animations off nothing flies") {
    CardFlights flights;
    flights.launch(flight_to_discard(cards_of("3T")[0]));
    flights.set_enabled(false);
    CHECK_FALSE(flights.busy()); // turning them off lands what was flying
    flights.launch(flight_to_discard(cards_of("4T")[0]));
    CHECK_FALSE(flights.busy());
}

TEST_CASE("a card turns over half way") {
    Flight f = flight_to_discard(cards_of("5D")[0]);
    f.face_up_at_start = false;
    f.face_up_at_end = true;
    CHECK_FALSE(f.face_up());
    f.elapsed = f.duration * 0.9;
    CHECK(f.face_up());
}

TEST_CASE("the hand keeps the player's order through draws and discards") {
    HandOrder order;
    order.reset(cards_of("QC JD 3T KS"), 3);
    // Sorted by suit (S C D H T), the wild 3 at the end.
    CHECK(order.cards() == cards_of("KS QC JD 3T"));
    order.move(0, 2);
    CHECK(order.cards() == cards_of("QC JD KS 3T"));
    // Draw the 6S: it joins at the right end.
    order.sync(cards_of("QC JD 3T KS 6S"), 3);
    CHECK(order.cards() == cards_of("QC JD KS 3T 6S"));
    CHECK(order.last_added() == 4);
    // Discard the JD: the gap closes.
    order.sync(cards_of("QC 3T KS 6S"), 3);
    CHECK(order.cards() == cards_of("QC KS 3T 6S"));
    CHECK(order.last_added() == -1);
}

TEST_CASE("two copies of a card are kept apart") {
    HandOrder order;
    order.reset(cards_of("9C 9C 5H"), 3);
    order.sync(cards_of("9C 5H"), 3);
    CHECK(order.cards() == cards_of("9C 5H"));
    order.sync(cards_of("9C 5H 9C"), 3);
    CHECK(order.cards() == cards_of("9C 5H 9C"));
}

TEST_CASE("put_first brings melds to the front in the given order") {
    HandOrder order;
    order.reset(cards_of("5D 9C KH 6D 7D 9S"), 3);
    order.put_first(cards_of("5D 6D 7D"));
    CHECK(std::vector<Card>(order.cards().begin(), order.cards().begin() + 3) ==
          cards_of("5D 6D 7D"));
    CHECK(order.size() == 6);
    // Moves out of range are ignored.
    const auto before = order.cards();
    order.move(-1, 3);
    order.move(2, 99);
    CHECK(order.cards() == before);
}
