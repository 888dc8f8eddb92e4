// The review's shared figures of issue 46: the normal estimate of the chance to win, an item's
// cost in chance to win, and a round's luck and skill adding up to its result.

#include "parlor/record/review.hpp"

#include <doctest/doctest.h>

using namespace parlor::record;

namespace {

ReviewItem mistake(int round, double cost, const char* unit = points_unit) {
    ReviewItem item;
    item.round = round;
    item.cost = cost;
    item.unit = unit;
    item.points_cost = cost;
    return item;
}

// A stand-in game: its standing is the lead, its chance the normal estimate over 3 rounds.
struct Position {
    double lead = 0;
};

Outlook<Position> outlook() {
    Outlook<Position> model;
    model.standing = [](const Position& p) { return p.lead; };
    model.win_chance = [](const Position& p, double shift) {
        return normal_win_chance(p.lead + shift, 4, 3);
    };
    return model;
}

} // namespace

TEST_CASE("normal_win_chance: half when even, more with a greater lead, certain with no round "
          "left") {
    CHECK(normal_win_chance(0, 4, 3) == doctest::Approx(50));
    double last = 0;
    for (double lead = -20; lead <= 20; lead += 0.5) {
        const double chance = normal_win_chance(lead, 4, 3);
        CHECK(chance >= last);
        CHECK(chance >= 0);
        CHECK(chance <= 100);
        last = chance;
    }
    // Further from the end, the same lead is worth less.
    CHECK(normal_win_chance(5, 4, 1) > normal_win_chance(5, 4, 6));
    CHECK(normal_win_chance(3, 4, 0) == 100);
    CHECK(normal_win_chance(-3, 4, 0) == 0);
    CHECK(normal_win_chance(0, 4, 0) == 50);
}

TEST_CASE("win_cost_of: nothing for the best move or a close call, more for a greater cost, a "
          "chance as it is") {
    const Outlook<Position> model = outlook();
    const Position even;
    CHECK(win_cost_of(mistake(1, 0), model, even) == 0); // the expert's own move
    ReviewItem close = mistake(1, 2);
    close.close_call = true;
    CHECK(win_cost_of(close, model, even) == 0);
    double last = 0;
    for (double cost = 0.5; cost <= 12; cost += 0.5) {
        const double win_cost = win_cost_of(mistake(1, cost), model, even);
        CHECK(win_cost > last);
        last = win_cost;
    }
    CHECK(win_cost_of(mistake(1, 7.5, chance_unit), model, even) == 7.5);
    // The same cost weighs less where the game is already decided.
    CHECK(win_cost_of(mistake(1, 2), model, Position{30}) <
          win_cost_of(mistake(1, 2), model, even));
}

TEST_CASE("round_luck: skill is minus the round's mistakes, luck the rest: they add up") {
    Review review;
    review.items = {mistake(1, 2.5), mistake(1, 1.0), mistake(2, 4.0)};
    ReviewItem close = mistake(1, 0.7);
    close.close_call = true;
    review.items.push_back(close); // costs nothing
    ReviewItem by_chance = mistake(2, 6.0, chance_unit);
    by_chance.points_cost = 1.5; // its points, as the expert reckoned them
    review.items.push_back(by_chance);
    const RoundLuck first = round_luck(review, 1, -4, points_unit);
    CHECK(first.skill == doctest::Approx(-3.5));
    CHECK(first.luck == doctest::Approx(-0.5));
    CHECK(first.luck + first.skill == doctest::Approx(-4));
    const RoundLuck second = round_luck(review, 2, 9, points_unit);
    CHECK(second.skill == doctest::Approx(-5.5));
    CHECK(second.luck + second.skill == doctest::Approx(9));
    const RoundLuck none = round_luck(review, 3, 6, points_unit);
    CHECK(none.skill == 0);
    CHECK(none.luck == 6);
    review.round_word = "deal";
    review.rounds = {first, second};
    CHECK(luck_line(review, first) ==
          "Deal 1: -4.0 points against an even deal: -0.5 from the cards, -3.5 from your "
          "decisions.");
    CHECK(of_round(review, 2).rounds.size() == 1);
    const auto json = review_json(review);
    CHECK(json["rounds"].size() == 2);
    CHECK(json["rounds"][0]["luck"] == -0.5);
    CHECK(json["items"][0].contains("win_cost"));
    CHECK(review_text(review).find("\nDeal 2: +9.0 points against an even deal: ") !=
          std::string::npos);
}
