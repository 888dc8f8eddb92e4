// Figures as a player reads them (cards/figures.hpp).

#include "parlor/cards/figures.hpp"

#include <doctest/doctest.h>

using namespace parlor::cards;

TEST_CASE("points read with one decimal, never as -0.0") {
    CHECK(points_text(12.63) == "12.6");
    CHECK(points_text(-3) == "-3.0");
    CHECK(points_text(-0.04) == "0.0");
    CHECK(signed_points_text(1.44) == "+1.4");
    CHECK(signed_points_text(-0.26) == "-0.3");
    CHECK(signed_points_text(0.01) == "0.0");
}

TEST_CASE("a chance to win is a percentage only between 1% and 99%") {
    CHECK(chance_band(0.004) == ChanceBand::AsGoodAsLost);
    CHECK(chance_band(0.01) == ChanceBand::Open);
    CHECK(chance_band(0.5) == ChanceBand::Open);
    CHECK(chance_band(0.99) == ChanceBand::Open);
    CHECK(chance_band(0.995) == ChanceBand::AsGoodAsWon);
    CHECK(percent_text(0.623) == "62%");
    // Rounding never turns an open chance into 0% or 100%.
    CHECK(percent_text(0.0101) == "1%");
    CHECK(percent_text(0.9949) == "99%");
}

TEST_CASE("counts agree with their noun") {
    CHECK(count_text(1, "card", "cards") == "1 card");
    CHECK(count_text(0, "card", "cards") == "0 cards");
    CHECK(count_text(3, "game", "games") == "3 games");
}
