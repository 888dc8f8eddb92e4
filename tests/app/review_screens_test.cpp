// Screens of the expert's review in every game, to look at: a round (a deal in Cribbage, the
// game in Cruno) begun on the table and played by a greedy player, its results, the review page,
// a decision chosen and its moment on the table, and the next one.
// Run it by hand: parlor_tests_app -tc="review screenshots" --no-skip

#include "review_fixture.hpp"
#include "table_fixture.hpp"

#include "app/casino/table.hpp"
#include "app/cribbage/table.hpp"
#include "app/cruno/table.hpp"
#include "app/fivecrowns/table.hpp"
#include "app/pinochle/table.hpp"
#include "app/table/review_overlay.hpp"

#include <doctest/doctest.h>

#include <string>

namespace review_screens_test {

using namespace parlor::app;
using namespace parlor::app::testing;

namespace {

// Plays the player's moves by `strategy` ("greedy": it makes mistakes the expert names) until
// the first results, pressing Continue (C) where the table waits for it; then shoots the
// results, the review, a decision chosen, its moment and the next decision.
template <class Rules, class Scene>
void shoot_review(const std::string& game_id, const char* strategy, std::uint64_t seed) {
    const std::string dir = shots_dir();
    AppFixture f(1280, 720);
    f.start_new(game_id, "expert", seed);
    auto shoot = [&](const std::string& name) {
        f.app->step();
        f.app->render_now();
        REQUIRE_FALSE(f.app->save_screenshot(dir + "/review-" + game_id + "-" + name + ".png"));
    };
    auto player = Rules::make_strategy(strategy, seed);
    REQUIRE(player != nullptr);
    for (int moves = 0; f.top() == "table" && moves < 2000; ++moves) {
        auto* table = f.top_as<Scene>();
        REQUIRE(table != nullptr);
        if (f.run_until([&] { return f.top() != "table" || table->player_to_act(); }, 3000)) {
            if (f.top() == "table") {
                table->play_for_tests(
                    player->decide(Rules::view(table->state(), table::player_seat)).action);
            }
        } else {
            f.key(SDLK_c);
        }
    }
    REQUIRE(f.run_until([&] { return f.top().find("results") != std::string::npos; }, 3000));
    shoot("1-results");
    open_review(f);
    shoot("2-page");
    f.key(SDLK_TAB);
    shoot("3-chosen");
    f.key(SDLK_RETURN);
    shoot("4-moment");
    f.key(SDLK_RIGHT);
    shoot("5-next");
}

} // namespace

TEST_CASE("review screenshots" * doctest::skip()) {
    shoot_review<cribbage_table::Rules, cribbage_table::TableScene>("cribbage", "greedy", 4);
    shoot_review<casino_table::Rules, casino_table::TableScene>("casino", "greedy", 4);
    shoot_review<fivecrowns_table::Rules, fivecrowns_table::TableScene>("fivecrowns", "greedy", 4);
    shoot_review<pinochle_table::Rules, pinochle_table::TableScene>("pinochle", "greedy", 4);
    shoot_review<cruno_table::Rules, cruno_table::TableScene>("cruno", "naive", 4);
}

} // namespace review_screens_test
