// "Play these deals again, seats swapped" on the results of a game played on the table (issue
// 46, point 4): the seed shown, the button reached by the keys, and the new game dealt the old
// game's deals with the hands exchanged (docs/app.md, "The same deals, seats swapped").

#include "app_fixture.hpp"
#include "cribbage_positions.hpp"

#include "app/cribbage/table.hpp"
#include "app/table/results_screen.hpp"
#include "parlor/engine/replay.hpp"
#include "parlor/games/cribbage/game.hpp"

#include <doctest/doctest.h>

#include <algorithm>
#include <cstdlib>
#include <string>
#include <utility>
#include <vector>

namespace cribbage_rematch_test {

using namespace parlor::app;
using namespace parlor::app::testing;
using namespace parlor::app::cribbage_table;
namespace cr = parlor::cribbage;

namespace {

// Plays by keys (the last two cards laid away, the first card the count allows) until the
// table gives way to the game's results.
void play_to_the_results(AppFixture& f) {
    for (int guard = 0; f.top() == "table" && guard < 600; ++guard) {
        auto* t = f.top_as<TableScene>();
        REQUIRE(t != nullptr);
        REQUIRE(f.run_until(
            [&] {
                return f.top() != "table" || t->human_to_act() ||
                       t->state().phase == cr::Phase::DealOver ||
                       t->state().phase == cr::Phase::GameOver;
            },
            3000));
        if (f.top() != "table") {
            break;
        }
        switch (t->state().phase) {
        case cr::Phase::CutForDeal:
        case cr::Phase::DealOver:
        case cr::Phase::GameOver:
            f.key(SDLK_c); // cut, count on, deal again; at the end the results come by themselves
            break;
        case cr::Phase::LayAway:
            f.key(SDLK_5);
            f.key(SDLK_6);
            f.key(SDLK_l);
            break;
        case cr::Phase::Play:
            f.key(static_cast<SDL_Keycode>(SDLK_1 + first_playable(*t)));
            break;
        }
    }
    REQUIRE(f.run_until([&] { return f.top() == "game_results"; }, 3000));
}

// The game after its first move that dealt (the cut for the deal), as the record `lines` has it.
cr::GameState first_deal(const std::vector<std::string>& lines) {
    std::string text;
    for (const std::string& line : lines) {
        text += line + "\n";
    }
    const auto replayed = parlor::engine::replay_record<cr::Game>(text, "record", 1);
    REQUIRE(replayed.ok());
    REQUIRE(replayed.first.has_value());
    REQUIRE_FALSE(replayed.steps.empty());
    cr::GameState state = *replayed.first;
    const auto& cut = replayed.steps.front();
    REQUIRE(cr::apply(state, cut.action, cut.chance));
    return state;
}

// A game to 61 played by keys at w x h to its results, then its deals again from there, by the
// keys; `shots` (not empty): the results are saved there as a PNG.
void rematch_at(int w, int h, const std::string& shots) {
    AppFixture f(w, h);
    f.app->settings().set_option("cribbage", "short_game", true); // a game to 61: short
    f.start_new("cribbage", "greedy", 4242);
    auto* first = f.top_as<TableScene>();
    REQUIRE(first != nullptr);
    f.key(SDLK_c); // the cut for the deal
    REQUIRE(f.run_until([&] { return first->human_to_act(); }, 3000));
    const cr::GameState dealt = first_deal(first->record_lines());
    play_to_the_results(f);

    auto* results = f.top_as<table::ResultsScreen>();
    REQUIRE(results != nullptr);
    CHECK(results->sheet().details == "Deal seed 4242");
    const auto kinds = table::results_buttons(results->sheet());
    REQUIRE(kinds.back() == table::ResultsButton::Rematch);
    CHECK(results->buttons().back().label == "Play these deals again, seats swapped");
    // Its own row, above the others, inside the window, over nothing else.
    const table::ResultsLayout l = results->layout();
    const Rect wide = l.buttons.back();
    CHECK(wide.x >= 0);
    CHECK(wide.right() <= static_cast<float>(w));
    for (std::size_t i = 0; i + 1 < l.buttons.size(); ++i) {
        CHECK_FALSE(wide.overlaps(l.buttons[i]));
        CHECK(wide.y + wide.h <= l.buttons[i].y);
    }
    if (!shots.empty()) {
        f.app->render_now();
        f.app->save_screenshot(shots + "/rematch-results-" + std::to_string(w) + "x" +
                               std::to_string(h) + ".png");
    }

    // The keys reach it: Tab from the first button round to the last, then Enter.
    press_last_button(f, kinds.size());
    REQUIRE(f.top() == "table");
    auto* again = f.top_as<TableScene>();
    REQUIRE(again != nullptr);
    REQUIRE(again->recorded_deals().has_value());
    CHECK(again->state().target == 61);
    CHECK(again->state().phase == cr::Phase::CutForDeal);
    f.key(SDLK_c); // the cut for the deal: the record's, each seat showing the other's card
    REQUIRE(f.run_until([&] { return again->human_to_act() || again->computer_busy(); }, 3000));
    // The first deal again, the hands exchanged: the player holds what the computer held, and
    // the other seat deals (its crib the other's).
    const cr::GameState now = first_deal(again->record_lines());
    CHECK(now.players[0].hand == dealt.players[1].hand);
    CHECK(now.players[1].hand == dealt.players[0].hand);
    CHECK(now.dealer == parlor::cards::other(dealt.dealer));
    CHECK(now.stock == dealt.stock);
    CHECK(again->recorded_deals()->reused() == 1);
}

} // namespace

TEST_CASE("a finished game's results show its seed and play its deals again, seats swapped") {
    rematch_at(800, 480, "");
}

// Writes the results with the button at three sizes to $PARLOR_SHOTS (default /tmp/parlor-shots).
// Run it by hand: parlor_tests_app -tc="rematch screenshots" --no-skip
TEST_CASE("rematch screenshots" * doctest::skip()) {
    const char* dir = std::getenv("PARLOR_SHOTS");
    for (auto [w, h] : {std::pair{800, 480}, std::pair{1280, 720}, std::pair{1920, 1080}}) {
        rematch_at(w, h, dir != nullptr ? dir : "/tmp/parlor-shots");
    }
}

} // namespace cribbage_rematch_test
