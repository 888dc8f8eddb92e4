// The review's shared rule for a cost against the expert's noise, and the counting of decisions.

#include "parlor/record/review.hpp"

#include <doctest/doctest.h>

namespace review_test {

using parlor::record::is_close_call;
using parlor::record::Noise;

namespace {

// Another sampling never chooses the move; counts how often it was asked.
struct Never {
    int* asked;
    bool operator()(std::uint64_t) const {
        ++*asked;
        return false;
    }
};

} // namespace

TEST_CASE("a cost within the expert's noise is a close call; one beyond its reach a mistake") {
    int asked = 0;
    // The expert's ranking put the move within its noise, or less than a tenth shows.
    CHECK(is_close_call(Noise{2.0, 0.1, false, true}, Never{&asked}));
    CHECK(is_close_call(Noise{0.04, 0.001, true, false}, Never{&asked}));
    // Counted exactly: any cost that shows is a mistake.
    CHECK_FALSE(is_close_call(Noise{0.3, 0, true, false}, Never{&asked}));
    // Within three standard errors: a close call; beyond six: a mistake. No sampling asked.
    CHECK(is_close_call(Noise{0.3, 0.1, false, false}, Never{&asked}));
    CHECK_FALSE(is_close_call(Noise{0.7, 0.1, false, false}, Never{&asked}));
    CHECK(asked == 0);
    // Between three and six: 16 other samplings are asked, and one choosing the move is enough.
    CHECK_FALSE(is_close_call(Noise{0.5, 0.1, false, false}, Never{&asked}));
    CHECK(asked == 16);
    std::uint64_t chosen_at = 0;
    CHECK(is_close_call(Noise{0.5, 0.1, false, false}, [&](std::uint64_t k) {
        chosen_at = k;
        return k == 5;
    }));
    CHECK(chosen_at == 5);
}

TEST_CASE("each decision is counted in its round; an item gets its line, round and number") {
    parlor::record::Review review;
    parlor::record::add_decision(review, 1, 10, std::nullopt);
    parlor::record::ReviewItem item;
    item.cost = 1.5;
    parlor::record::add_decision(review, 2, 14, item);
    CHECK(review.decisions == 2);
    CHECK(review.decision_rounds == std::vector<int>{1, 2});
    REQUIRE(review.items.size() == 1);
    CHECK(review.items[0].line == 14);
    CHECK(review.items[0].round == 2);
    CHECK(review.items[0].decision == 2);
    CHECK(parlor::record::of_round(review, 2).decisions == 1);
}

} // namespace review_test
