// Pinochle's game to 1,000 at the window (docs/pinochle.md, "A target score"): New game asks for
// it, the setting gives the table's game the target, the results say so.

#include "app_fixture.hpp"

#include "app/pinochle/results.hpp"
#include "app/pinochle/table.hpp"
#include "app/scenes/new_game_scene.hpp"
#include "parlor/games/pinochle/rules.hpp"

#include <doctest/doctest.h>

namespace pinochle_target_test_app {

using namespace parlor::app;
using namespace parlor::app::testing;
namespace pn = parlor::pinochle;

TEST_CASE("New game offers a game of pinochle to 1,000; the setting gives the table its target") {
    AppFixture f(1280, 720);
    f.app->push(std::make_unique<NewGameScene>(*f.app));
    f.app->step();
    f.key(SDLK_DOWN);
    f.key(SDLK_DOWN);   // the third game of the list
    f.key(SDLK_RETURN); // the game
    f.key(SDLK_RETURN); // the difficulty
    auto* ng = f.top_as<NewGameScene>();
    REQUIRE(ng != nullptr);
    REQUIRE(ng->step() == NewGameScene::Step::Rules);
    CHECK(ng->choices()[0].label == "First to 1,000: no");
    f.key(SDLK_UP); // from Continue to the one rule
    f.key(SDLK_RETURN);
    CHECK(ng->choices()[0].label == "First to 1,000: yes");
    // The answer is kept in the settings when the game starts; the table's start reads it.
    f.app->settings().set_option("pinochle", "to_1000", true);

    f.start_new("pinochle", "greedy", 3);
    auto* table = f.top_as<pinochle_table::TableScene>();
    REQUIRE(table != nullptr);
    CHECK(table->state().target == pn::usual_target);
    f.app->settings().set_option("pinochle", "to_1000", false);
    f.start_new("pinochle", "greedy", 3);
    CHECK(f.top_as<pinochle_table::TableScene>()->state().target == 0);
}

TEST_CASE("the results of a game to 1,000 say that it was one") {
    pn::GameState end;
    end.round = 4;
    end.phase = pn::Phase::GameOver;
    end.players[0].game_score = 1040;
    end.players[1].game_score = 870;
    const table::Names names;
    end.target = 1000;
    CHECK(pinochle_table::game_results(end, names, {}).lines.at(1).rfind("first to 1,000", 0) == 0);
    end.target = 0;
    CHECK(pinochle_table::game_results(end, names, {}).lines.at(1).find("first to") ==
          std::string::npos);
}

} // namespace pinochle_target_test_app
