#include "parlor/cards/rng.hpp"

#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <numeric>

using parlor::cards::Rng;

TEST_CASE("the same seed gives the same sequence, another seed another") {
    Rng a(42), b(42), c(43);
    std::vector<int> xs(20), ys(20), zs(20);
    for (int i = 0; i < 20; ++i) {
        xs[i] = a.between(0, 1000);
        ys[i] = b.between(0, 1000);
        zs[i] = c.between(0, 1000);
    }
    CHECK(xs == ys);
    CHECK(xs != zs);
}

TEST_CASE("mt19937_64 is the standard engine: its 10000th output is fixed by the standard") {
    std::mt19937_64 engine; // default seed 5489
    engine.discard(9999);
    CHECK(engine() == 9981545732273789042ULL);
}

TEST_CASE("below stays in range and covers it") {
    Rng rng(7);
    std::array<int, 6> seen{};
    for (int i = 0; i < 6000; ++i) {
        const auto x = rng.below(6);
        REQUIRE(x < 6);
        ++seen[x];
    }
    for (int count : seen) {
        CHECK(count > 850);
        CHECK(count < 1150);
    }
}

TEST_CASE("shuffle is a permutation and is reproducible") {
    std::vector<int> v(50);
    std::iota(v.begin(), v.end(), 0);
    auto w = v;
    Rng a(1), b(1);
    a.shuffle(v);
    b.shuffle(w);
    CHECK(v == w);
    auto sorted = v;
    std::sort(sorted.begin(), sorted.end());
    std::vector<int> expected(50);
    std::iota(expected.begin(), expected.end(), 0);
    CHECK(sorted == expected);
    CHECK(v != expected);
}
