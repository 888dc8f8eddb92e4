// The table match runner on a toy game: each deal is played once for every rotation of the list
// over the seats, and what it counts for each entry follows the entry from seat to seat.

#include "parlor/cards/table_match.hpp"

#include <doctest/doctest.h>

#include <memory>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

using namespace parlor::cards;

namespace {

struct ToyStrategy {
    std::string name;
};

std::unique_ptr<ToyStrategy> make_toy(std::string_view name, std::uint64_t) {
    if (name != "strong" && name != "weak" && name != "tie") {
        return nullptr;
    }
    return std::make_unique<ToyStrategy>(ToyStrategy{std::string(name)});
}

// "strong" wins outright; with no strong seat every "tie" seat shares the win. Each seat makes
// one decision, timed at 1 ms for strong and 2 ms for the others.
TableGame toy_game(const std::vector<ToyStrategy*>& seated) {
    TableGame game;
    for (std::size_t seat = 0; seat < seated.size(); ++seat) {
        game.decision_ms.push_back({seated[seat]->name == "strong" ? 1.0 : 2.0});
        if (seated[seat]->name == "strong") {
            game.winners = {static_cast<int>(seat)};
        }
    }
    if (game.winners.empty()) {
        for (std::size_t seat = 0; seat < seated.size(); ++seat) {
            if (seated[seat]->name == "tie") {
                game.winners.push_back(static_cast<int>(seat));
            }
        }
    }
    return game;
}

} // namespace

TEST_CASE("table match: entry j sits in seat (j + r) mod N, every deal once per rotation") {
    std::vector<std::vector<std::string>> seatings;
    std::vector<std::uint64_t> deals;
    std::vector<int> numbers;
    const TableMatchSummary s = play_table_match<ToyStrategy>(
        {"weak", "strong", "weak"}, 6, 9, "Toy", make_toy,
        [&](const std::vector<ToyStrategy*>& seated, std::uint64_t deal_seed, int number) {
            std::vector<std::string> names;
            for (const ToyStrategy* strategy : seated) {
                names.push_back(strategy->name);
            }
            seatings.push_back(names);
            deals.push_back(deal_seed);
            numbers.push_back(number);
            return toy_game(seated);
        });
    REQUIRE(seatings.size() == 6);
    // The strong entry (1) sits in seat 1, then 2, then 0, for each of the two deals.
    CHECK(seatings[0] == std::vector<std::string>{"weak", "strong", "weak"});
    CHECK(seatings[1] == std::vector<std::string>{"weak", "weak", "strong"});
    CHECK(seatings[2] == std::vector<std::string>{"strong", "weak", "weak"});
    CHECK(seatings[3] == seatings[0]);
    // One deal for the three rotations, another for the next three.
    CHECK(deals[0] == deals[1]);
    CHECK(deals[1] == deals[2]);
    CHECK(deals[3] != deals[0]);
    CHECK(deals[0] == derive_seed(9, 0));
    CHECK(numbers == std::vector<int>{1, 2, 3, 4, 5, 6});

    CHECK(s.games == 6);
    CHECK(s.players == 3);
    CHECK(s.wins == std::vector<double>{0, 6, 0});
    CHECK(s.share[1] == doctest::Approx(1.0));
    CHECK(s.interval[1].low > 0.5);
    CHECK(s.times.decisions == 18);
    REQUIRE(s.times_by_entry.size() == 3);
    CHECK(s.times_by_entry[1].max_ms == doctest::Approx(1.0)); // the strong entry's own times
    CHECK(s.times_by_entry[0].max_ms == doctest::Approx(2.0));
}

TEST_CASE("table match: a shared win counts its share; the table must add up") {
    const TableMatchSummary s =
        play_table_match<ToyStrategy>({"tie", "tie", "weak", "tie"}, 4, 1, "Toy", make_toy,
                                      [](const std::vector<ToyStrategy*>& seated, std::uint64_t,
                                         int) { return toy_game(seated); });
    CHECK(s.wins[0] == doctest::Approx(4.0 / 3));
    CHECK(s.wins[2] == 0);
    CHECK(s.wins[0] + s.wins[1] + s.wins[3] == doctest::Approx(4));
    const auto play = [](const std::vector<ToyStrategy*>& seated, std::uint64_t, int) {
        return toy_game(seated);
    };
    CHECK_THROWS_AS(play_table_match<ToyStrategy>({"weak", "strong"}, 3, 1, "Toy", make_toy, play),
                    std::invalid_argument);
    CHECK_THROWS_AS(play_table_match<ToyStrategy>({"weak", "wizard"}, 2, 1, "Toy", make_toy, play),
                    std::invalid_argument);
}
