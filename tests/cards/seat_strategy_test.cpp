// The seats, the outcome of an action, and the strategies every game shares.

#include "parlor/cards/outcome.hpp"
#include "parlor/cards/random_strategy.hpp"
#include "parlor/cards/seat.hpp"

#include <doctest/doctest.h>

#include <stdexcept>
#include <string>
#include <vector>

using namespace parlor::cards;

TEST_CASE("the two seats, their names and their words in a file") {
    CHECK(other(Seat::Human) == Seat::Computer);
    CHECK(other(Seat::Computer) == Seat::Human);
    CHECK(index(Seat::Human) == 0);
    CHECK(index(Seat::Computer) == 1);
    CHECK(seat_name(Seat::Computer) == "Computer");
    CHECK(parse_seat("HUMAN") == Seat::Human);
    CHECK(parse_seat("computer") == Seat::Computer);
    CHECK_FALSE(parse_seat("dealer"));
    CHECK_FALSE(parse_seat(""));
}

TEST_CASE("apply_if_legal performs only a legal action") {
    int performed = 0;
    const auto refused = apply_if_legal<int>("not your turn", [&](Outcome<int>&) { ++performed; });
    CHECK_FALSE(refused);
    CHECK(refused.error == "not your turn");
    CHECK(performed == 0);
    const auto taken = apply_if_legal<int>("", [&](Outcome<int>& outcome) {
        ++performed;
        outcome.events.push_back(7);
    });
    CHECK(taken);
    CHECK(taken.events == std::vector<int>{7});
    CHECK(performed == 1);
}

namespace {

using Toy = Strategy<int, int>;

std::unique_ptr<Toy> make_random(std::uint64_t seed) {
    // The moves are 0 .. view-1; a view of 0 offers none.
    return std::make_unique<RandomStrategy<int, int>>(
        seed,
        [](const int& view) {
            std::vector<int> moves(static_cast<std::size_t>(view));
            for (int i = 0; i < view; ++i) {
                moves[static_cast<std::size_t>(i)] = i;
            }
            return moves;
        },
        [](const int& chosen, std::size_t choices) {
            return "chose " + std::to_string(chosen) + " of " + std::to_string(choices);
        },
        [](const int&) -> Decision<int> { throw std::invalid_argument("no move"); });
}

} // namespace

TEST_CASE("strategies are made by name; the random one picks among the moves, seeded") {
    constexpr std::array<StrategyMaker<Toy>, 1> makers{{{"random", make_random}}};
    CHECK(names_of<Toy>(makers) == std::vector<std::string>{"random"});
    CHECK_FALSE(make_named<Toy>(makers, "expert", 1));
    auto first = make_named<Toy>(makers, "random", 5);
    auto again = make_named<Toy>(makers, "random", 5);
    REQUIRE(first);
    CHECK(first->name() == "random");
    std::vector<int> seen(10);
    for (int i = 0; i < 200; ++i) {
        const Decision<int> d = first->decide(10);
        CHECK(again->decide(10).action == d.action); // the same seed, the same choices
        REQUIRE(d.action >= 0);
        REQUIRE(d.action < 10);
        ++seen[static_cast<std::size_t>(d.action)];
        CHECK(d.reasons ==
              std::vector<std::string>{"chose " + std::to_string(d.action) + " of 10"});
    }
    for (const int count : seen) {
        CHECK(count > 0);
    }
    CHECK_THROWS_AS(first->decide(0), std::invalid_argument);
}
