// The cribbage board's geometry and the pegs' moves.

#include "app/cribbage/board.hpp"

#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <set>
#include <utility>

namespace cribbage_board_test {

using namespace parlor::app::cribbage_table;
using parlor::app::Rect;

namespace {

double distance(HolePoint a, HolePoint b) {
    return std::hypot(a.x - b.x, a.y - b.y);
}

} // namespace

TEST_CASE("the board's holes lie inside the box, apart, in lanes out and back") {
    for (const Rect area :
         {Rect{0, 0, 600, 90}, Rect{40, 500, 900, 120}, Rect{10, 20, 1400, 180}}) {
        CAPTURE(area.w);
        CAPTURE(area.h);
        const BoardGeometry board = layout_board(area);
        CHECK(board.area == area);
        CHECK(board.hole_radius >= 1);
        CHECK(board.peg_radius > board.hole_radius);

        for (int t = 0; t < 2; ++t) {
            CAPTURE(t);
            // A peg in any hole stays on the board; no two holes touch.
            int outside = 0;
            double closest = 1e9;
            for (int n = 0; n <= 121; ++n) {
                const HolePoint p = board.hole(t, n);
                const int r = board.peg_radius;
                if (!area.contains(p.x - r, p.y - r) || !area.contains(p.x + r, p.y + r)) {
                    ++outside;
                }
                for (int m = 0; m < n; ++m) {
                    closest = std::min(closest, distance(p, board.hole(t, m)));
                }
            }
            CHECK(outside == 0);
            CHECK(closest > 2 * board.hole_radius);
            // Out along one lane left to right, back along the other right to left.
            for (int n = 2; n <= 60; ++n) {
                CHECK(board.hole(t, n).x > board.hole(t, n - 1).x);
                CHECK(board.hole(t, n).y == board.hole(t, 1).y);
            }
            for (int n = 62; n <= 120; ++n) {
                CHECK(board.hole(t, n).x < board.hole(t, n - 1).x);
                CHECK(board.hole(t, n).y == board.hole(t, 61).y);
            }
            CHECK(board.hole(t, 61).y != board.hole(t, 1).y);
            CHECK(board.hole(t, 61).x == board.hole(t, 60).x);
            CHECK(board.hole(t, 120).x == board.hole(t, 1).x);
            // The start hole at the left end of the way out, set apart from hole 1.
            const int pitch = board.hole(t, 2).x - board.hole(t, 1).x;
            CHECK(board.hole(t, 0).y == board.hole(t, 1).y);
            CHECK(board.hole(t, 1).x - board.hole(t, 0).x > pitch);
            // A peg is wider than its hole but narrower than the step to the next hole.
            CHECK(board.peg_radius < pitch);
            // The gaps between groups of five are wider than the steps within a group.
            for (int g = 1; g < 12; ++g) {
                const int last = 5 * g;
                const int gap = board.hole(t, last + 1).x - board.hole(t, last).x;
                const int inside = board.hole(t, last).x - board.hole(t, last - 1).x;
                CHECK(gap > inside + 1);
            }
        }

        // The two tracks never share a hole, except the game hole.
        std::set<std::pair<int, int>> seen;
        for (int t = 0; t < 2; ++t) {
            for (int n = 0; n <= 120; ++n) {
                seen.insert({board.hole(t, n).x, board.hole(t, n).y});
            }
        }
        CHECK(seen.size() == 2 * 121);
        CHECK(board.hole(0, 121) == board.hole(1, 121));
        CHECK(seen.count({board.hole(0, 121).x, board.hole(0, 121).y}) == 0);
        // The game hole at the left end, between the tracks.
        CHECK(board.hole(0, 121).x < board.hole(0, 0).x);
        CHECK(board.hole(0, 121).y < board.hole(0, 1).y);
        CHECK(board.hole(0, 121).y > board.hole(1, 1).y);
        // The human's track nearer the player (lower on the screen).
        CHECK(board.hole(0, 1).y > board.hole(1, 1).y);
        CHECK(board.hole(0, 61).y > board.hole(1, 61).y);

        // Every group of five numbered, beside its fifth hole, inside the box.
        std::set<int> numbers;
        for (const auto& [number, at] : board.labels) {
            numbers.insert(number);
            CHECK(number % 5 == 0);
            CHECK(area.contains(at.x, at.y));
            CHECK(at.x == board.hole(0, number).x);
        }
        CHECK(numbers.size() == 24);
        CHECK(*numbers.begin() == 5);
        CHECK(*numbers.rbegin() == 120);
    }
}

TEST_CASE("a hole asked past either end is the start or the game hole") {
    const BoardGeometry board = layout_board(Rect{0, 0, 900, 120});
    CHECK(board.hole(0, -4) == board.hole(0, 0));
    CHECK(board.hole(1, 130) == board.hole(1, 121));
    CHECK(board.hole(0, 130) == board.hole(1, 121));
}

TEST_CASE("an empty or tiny box gives a board without crashing") {
    for (const Rect area : {Rect{}, Rect{5, 5, 0, 50}, Rect{0, 0, 30, 4}}) {
        const BoardGeometry board = layout_board(area);
        CHECK(board.hole_radius >= 1);
        CHECK(board.labels.size() == 36);
    }
}

TEST_CASE("pegs leapfrog: the back peg jumps to the new score, capped at 121") {
    PegPair pegs;
    pegs.add(5);
    CHECK(pegs.front == 5);
    CHECK(pegs.back == 0);
    CHECK(pegs.shown == 0);
    CHECK(pegs.moving());
    pegs.add(3);
    CHECK(pegs.front == 8);
    CHECK(pegs.back == 5);
    CHECK(pegs.shown == 0); // still to be animated
    pegs.add(0);            // a hand worth nothing moves no peg
    CHECK(pegs.front == 8);
    CHECK(pegs.back == 5);

    pegs.set(118);
    CHECK(pegs.front == 118);
    CHECK(pegs.back == 118);
    CHECK(pegs.shown == 118);
    CHECK_FALSE(pegs.moving());
    pegs.add(12);
    CHECK(pegs.front == 121);
    CHECK(pegs.back == 118);

    pegs.set(200);
    CHECK(pegs.front == 121);
    pegs.set(-3);
    CHECK(pegs.front == 0);
    CHECK(pegs.back == 0);
}

TEST_CASE("the shown peg moves hole by hole towards the score and stops on it") {
    PegPair pegs;
    pegs.set(10);
    pegs.add(4);
    CHECK(pegs.advance(0.5, 2.0)); // one hole on
    CHECK(pegs.shown == doctest::Approx(11.0));
    CHECK(pegs.advance(1.0, 2.0));
    CHECK(pegs.shown == doctest::Approx(13.0));
    CHECK_FALSE(pegs.advance(10.0, 2.0)); // never past the score
    CHECK(pegs.shown == doctest::Approx(14.0));
    CHECK_FALSE(pegs.moving());
    CHECK_FALSE(pegs.advance(1.0, 2.0));
    CHECK(pegs.shown == doctest::Approx(14.0));

    pegs.add(6);
    CHECK(pegs.advance(0.0, 2.0)); // no time, no move
    CHECK(pegs.shown == doctest::Approx(14.0));
    pegs.settle();
    CHECK(pegs.shown == doctest::Approx(20.0));
    CHECK_FALSE(pegs.moving());
}

} // namespace cribbage_board_test
