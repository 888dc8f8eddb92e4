// The small steps the games share: who is ahead on two totals, a shuffled copy, and a field of
// cards in a save that the colon-less lines after it go on with.

#include "parlor/cards/ahead.hpp"
#include "parlor/cards/save_fields.hpp"
#include "parlor/cards/shuffled.hpp"

#include <doctest/doctest.h>

#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

using namespace parlor::cards;

TEST_CASE("the seat ahead counts the higher or the lower total, and nobody on equal totals") {
    CHECK(ahead({12, 7}, Best::Higher) == Seat::Human);
    CHECK(ahead({12, 7}, Best::Lower) == Seat::Computer);
    CHECK(ahead({3, 40}, Best::Lower) == Seat::Human);
    CHECK_FALSE(ahead({9, 9}, Best::Higher).has_value());
    CHECK_FALSE(ahead({9, 9}, Best::Lower).has_value());
}

TEST_CASE("a shuffled copy holds the same items, in the order Rng::shuffle gives them") {
    const std::vector<int> items{1, 2, 3, 4, 5, 6, 7, 8};
    Rng a(7);
    Rng b(7);
    std::vector<int> by_hand = items;
    b.shuffle(by_hand);
    const std::vector<int> copy = shuffled(a, items);
    CHECK(copy == by_hand);
    CHECK(std::is_permutation(copy.begin(), copy.end(), items.begin()));
}

namespace {

struct Seen {
    int calls = 0;
    std::string text;
    int number = 0;
};

} // namespace

TEST_CASE("a field of cards is begun once and the colon-less lines go on with it") {
    CardField field;
    CardField* continuing = nullptr;
    Seen seen;
    const auto add = [&seen](CardField&, std::string_view text, int number) -> Problem {
        ++seen.calls;
        seen.text = std::string(text);
        seen.number = number;
        return std::nullopt;
    };

    // No field open: a line without a colon is no "Key: value".
    const Problem stray = go_on_with_cards(TextLine{2, "", "9S QH"}, continuing, add);
    REQUIRE(stray);
    CHECK(stray->line == 2);
    CHECK(stray->message == "expected \"Key: value\", found \"9S QH\"");
    CHECK(seen.calls == 0);

    CHECK_FALSE(begin_cards(TextLine{3, "stock", "9S QH"}, field, continuing, add));
    CHECK(field.line == 3);
    CHECK(continuing == &field);
    CHECK(seen.text == "9S QH");

    CHECK_FALSE(go_on_with_cards(TextLine{4, "", "5C JD"}, continuing, add));
    CHECK(seen.text == "5C JD");
    CHECK(seen.number == 4);

    const Problem twice = begin_cards(TextLine{5, "stock", "2H"}, field, continuing, add);
    REQUIRE(twice);
    CHECK(twice->line == 5);
    CHECK(field.line == 3); // the first stays
    CHECK(seen.calls == 2);
}
