#pragma once
// The results' Review (R), as every table's test opens it: the button offered, the page pushed,
// the review worked out off the loop's thread, the page shown.

#include "app_fixture.hpp"

#include "app/table/results_screen.hpp"
#include "app/table/review_overlay.hpp"

#include <doctest/doctest.h>

#include <algorithm>

namespace parlor::app::testing {

inline table::ReviewOverlay& open_review(AppFixture& f) {
    const auto* results = f.top_as<table::ResultsScreen>();
    REQUIRE(results != nullptr);
    const auto kinds = table::results_buttons(results->sheet());
    CHECK(std::find(kinds.begin(), kinds.end(), table::ResultsButton::Review) != kinds.end());
    f.key(SDLK_r);
    REQUIRE(f.top() == "review");
    auto* review = f.top_as<table::ReviewOverlay>();
    REQUIRE(review != nullptr);
    REQUIRE(f.run_until([&] { return review->ready(); }, 60000));
    f.app->step();
    CHECK(review->text().rfind("How your decisions went\n", 0) == 0);
    return *review;
}

} // namespace parlor::app::testing
