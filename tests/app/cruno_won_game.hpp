#pragma once
// A Cruno game for three won with the player's last card, played on its table to its results:
// the statistics' and the fault suite's finished game.

#include "app_fixture.hpp"

#include "../cruno/test_table.hpp"
#include "app/cruno/table.hpp"

#include <doctest/doctest.h>

namespace parlor::app::testing {

inline void win_a_cruno_game(AppFixture& f) {
    namespace cnt = parlor::app::cruno_table;
    namespace cn = parlor::cruno;
    cnt::Start start;
    start.state = cn::test::table({"7H", "2H 3H", "5D 6D"}, "7C", "AH AD AS");
    start.difficulty = "expert";
    f.app->reset_to(std::make_unique<cnt::TableScene>(*f.app, start));
    f.app->step();
    f.key(SDLK_1); // the last card
    auto* table = f.top_as<cnt::TableScene>();
    REQUIRE(table != nullptr);
    REQUIRE(table->state().phase == cn::Phase::GameOver);
    REQUIRE(f.run_until([&] { return f.top() == "game_results"; }, 400));
}

} // namespace parlor::app::testing
