// The ways on and out of every table: Save that stays and Save and quit, the results screens'
// Play again and Back to the title, and the choices remembered between games (the game last
// played, the settings of the table's game, the safe answer of a reset).

#include "app_fixture.hpp"

#include "app/casino/table.hpp"
#include "app/core/settings.hpp"
#include "app/cruno/table.hpp"
#include "app/scenes/confirm_dialog.hpp"
#include "app/scenes/new_game_scene.hpp"
#include "app/scenes/pause_overlay.hpp"
#include "app/scenes/save_dialog.hpp"
#include "app/scenes/settings_scene.hpp"
#include "app/scenes/statistics_scene.hpp"
#include "app/scenes/title_scene.hpp"
#include "app/table/results_screen.hpp"
#include "app/table_entries.hpp"

#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>

namespace results_and_save_test {

using namespace parlor::app;
using namespace parlor::app::testing;
using parlor::app::table::ResultsButton;
using parlor::app::table::ResultsScreen;
using parlor::app::table::ResultsSheet;

namespace {

// New game from the title for `game_id` as the catalogue's start deals it, the table on top.
void start_game(AppFixture& f, const std::string& game_id, NewGameChoice choice = {}) {
    choice.game_id = game_id;
    choice.seed = 5;
    StartedGame started = find_table(game_id)->start(*f.app, choice);
    f.app->push(std::move(started.scene));
    f.app->step();
    REQUIRE(f.top() == "table");
}

bool log_says(const parlor::app::table::TableBase& table, const std::string& words) {
    const auto& entries = table.log().entries();
    return std::any_of(entries.begin(), entries.end(), [&](const auto& entry) {
        return entry.text.find(words) != std::string::npos;
    });
}

} // namespace

TEST_CASE("Save writes the file and play goes on; Save and quit goes to the title") {
    AppFixture f;
    start_game(f, "casino");
    f.run_until([&] { return f.top_as<casino_table::TableScene>()->player_to_act(); });
    f.key(SDLK_s);
    REQUIRE(f.top() == "save");
    f.type("kept");
    f.key(SDLK_RETURN); // the gold button: Save
    REQUIRE(f.top() == "table");
    CHECK(std::filesystem::exists(f.dir.file("kept.txt")));
    CHECK(log_says(*f.top_as<casino_table::TableScene>(), "Saved to " + f.dir.file("kept.txt")));

    f.key(SDLK_s);
    REQUIRE(f.top() == "save");
    f.type("quit here");
    f.key(SDLK_TAB); // Save and quit
    CHECK(f.top_as<SaveDialog>() != nullptr);
    f.key(SDLK_RETURN);
    CHECK(f.top() == "title");
    CHECK(std::filesystem::exists(f.dir.file("quit here.txt")));
    CHECK(f.top_as<TitleScene>()->message().find("quit here.txt") != std::string::npos);
}

TEST_CASE("a round's sheet has a way out: the next round is dealt and kept for Continue") {
    AppFixture f;
    int dealt = 0, continued = 0;
    ResultsSheet sheet;
    sheet.game_id = "casino";
    sheet.scene_name = "round_results";
    sheet.final = false;
    sheet.button = "Deal the next round";
    sheet.on_continue = [&] { ++continued; };
    sheet.on_leave = [&] { ++dealt; };
    // What the table says once the next round is dealt (kept_notice.hpp): the title shows it.
    sheet.kept = [&] { return App::Notice{"dealt " + std::to_string(dealt) + ", kept", false}; };
    CHECK(parlor::app::table::results_buttons(sheet) ==
          std::vector<ResultsButton>{ResultsButton::Continue, ResultsButton::Leave,
                                     ResultsButton::Statistics});
    f.app->push(std::make_unique<ResultsScreen>(*f.app, std::move(sheet)));
    f.app->step();
    REQUIRE(f.top() == "round_results");
    f.key(SDLK_RIGHT); // Back to the title
    f.key(SDLK_RETURN);
    CHECK(dealt == 1);
    CHECK(continued == 0);
    CHECK(f.top() == "title");
    CHECK(f.top_as<TitleScene>()->message() == "dealt 1, kept");

    // Before the game's last results the round sheet leads on to them, with no way round them.
    ResultsSheet last;
    last.final = false;
    last.on_continue = [] {};
    CHECK(parlor::app::table::results_buttons(last) ==
          std::vector<ResultsButton>{ResultsButton::Continue, ResultsButton::Statistics});
}

TEST_CASE("leaving a Casino round's sheet deals the next round into the autosave") {
    AppFixture f;
    f.app->settings().animations = false;
    NewGameChoice greedy;
    greedy.difficulty = "greedy";
    start_game(f, "casino", greedy);
    auto* table = f.top_as<casino_table::TableScene>();
    // Play the round out, the computer and the help choosing for both seats.
    f.run_until(
        [&] {
            if (table->state().phase == parlor::casino::Phase::RoundOver) {
                return true;
            }
            if (f.top() == "table" && table->player_to_act()) {
                const auto moves = parlor::casino::legal_actions(table->state());
                table->play_for_tests(moves.front());
            }
            return false;
        },
        200000);
    // The round's last cards stay a moment before its sheet; a key cuts the moment short.
    REQUIRE(f.top() == "table");
    f.key(SDLK_SPACE);
    f.app->step(3);
    REQUIRE(f.top() == "round_results");
    const int round = table->state().round;
    f.key(SDLK_RIGHT);
    f.key(SDLK_RETURN);
    REQUIRE(f.top() == "title");
    const auto kept = parlor::casino::load_save_file(f.app->unfinished().path("casino"));
    REQUIRE(kept.state.has_value());
    CHECK(kept.state->round == round + 1);
    CHECK(kept.state->phase == parlor::casino::Phase::Play);
}

TEST_CASE("Play again starts the same game with the same players and opponents") {
    AppFixture f;
    NewGameChoice choice;
    choice.player_name = "Ada";
    choice.players = 4;
    choice.seats = {"rule", "trickster", "naive"};
    start_game(f, "cruno", choice);
    auto* table = f.top_as<cruno_table::TableScene>();
    const NewGameChoice again = table->again();
    CHECK(again.game_id == "cruno");
    CHECK(again.player_name == "Ada");
    CHECK(again.players == 4);
    CHECK(again.seats == std::vector<std::string>{"rule", "trickster", "naive"});

    ResultsSheet sheet;
    sheet.game_id = "cruno";
    sheet.again = again;
    CHECK(parlor::app::table::results_buttons(sheet) ==
          std::vector<ResultsButton>{ResultsButton::PlayAgain, ResultsButton::Leave,
                                     ResultsButton::Statistics});
    f.app->reset_to(std::make_unique<TitleScene>(*f.app));
    f.app->push(std::make_unique<ResultsScreen>(*f.app, std::move(sheet)));
    f.app->step();
    REQUIRE(f.top() == "game_results");
    f.key(SDLK_RETURN); // Play again, the gold button
    REQUIRE(f.top() == "table");
    CHECK(f.app->depth() == 2); // the title under it, as after New game
    const auto& players = f.top_as<cruno_table::TableScene>()->state().players;
    REQUIRE(players.size() == 4);
    CHECK(players[0].name == "Ada");
    CHECK(players[1].plays == "rule");
    CHECK(players[2].plays == "trickster");
    CHECK(players[3].plays == "naive");
}

TEST_CASE("Play again of a game with a coin toss asks the call, then deals") {
    AppFixture f;
    NewGameChoice choice;
    choice.game_id = "fivecrowns";
    choice.player_name = "Ada";
    choice.difficulty = "greedy";
    ResultsSheet sheet;
    sheet.game_id = "fivecrowns";
    sheet.again = choice;
    f.app->push(std::make_unique<ResultsScreen>(*f.app, std::move(sheet)));
    f.app->step();
    f.key(SDLK_p);
    REQUIRE(f.top() == "new_game");
    CHECK(f.top_as<NewGameScene>()->step() == NewGameScene::Step::Toss);
    CHECK(f.top_as<NewGameScene>()->choice().player_name == "Ada");
    f.key(SDLK_RETURN); // heads
    CHECK(f.top_as<NewGameScene>()->step() == NewGameScene::Step::Tossed);
    f.key(SDLK_RETURN);
    CHECK(f.top() == "table");
    CHECK(f.app->settings().difficulty("fivecrowns") == "greedy");

    // Esc at the call goes back to the title: nothing was dealt.
    ResultsSheet again;
    again.game_id = "fivecrowns";
    again.again = choice;
    f.app->reset_to(std::make_unique<TitleScene>(*f.app));
    f.app->push(std::make_unique<ResultsScreen>(*f.app, std::move(again)));
    f.app->step();
    f.key(SDLK_p);
    REQUIRE(f.top() == "new_game");
    f.key(SDLK_ESCAPE);
    CHECK(f.top() == "title");
}

TEST_CASE("the pause menu's Settings are the settings of the table's game") {
    AppFixture f;
    start_game(f, "cruno");
    f.key(SDLK_ESCAPE);
    REQUIRE(f.top() == "pause");
    auto* pause = f.top_as<PauseOverlay>();
    REQUIRE(pause != nullptr);
    f.app->push(std::make_unique<SettingsScene>(*f.app, "cruno"));
    f.app->step();
    CHECK(f.top_as<SettingsScene>()->game() == "cruno");
    // From the title, the game last played.
    f.app->reset_to(std::make_unique<TitleScene>(*f.app));
    f.app->push(std::make_unique<SettingsScene>(*f.app));
    f.app->step();
    CHECK(f.top_as<SettingsScene>()->game() == "cruno");
}

TEST_CASE("New game and Statistics open on the game last played, after a restart too") {
    AppFixture f;
    start_game(f, "pinochle");
    CHECK(f.app->settings().last_game == "pinochle");
    f.app->save_settings();
    f.open();
    CHECK(f.app->settings().last_game == "pinochle");
    f.app->push(std::make_unique<NewGameScene>(*f.app));
    f.app->step();
    const auto* scene = f.top_as<NewGameScene>();
    CHECK(scene->choice().game_id == "pinochle");
    CHECK(scene->focused_label() == "Pinochle");
    f.app->push(std::make_unique<StatisticsScene>(*f.app));
    f.app->step();
    CHECK(f.top_as<StatisticsScene>()->game() == "pinochle");
}

TEST_CASE("Reset of the statistics asks with the safe answer in focus") {
    AppFixture f;
    f.app->push(std::make_unique<StatisticsScene>(*f.app, "casino"));
    f.app->step();
    f.key(SDLK_TAB); // from Back round to Reset…
    f.key(SDLK_RETURN);
    REQUIRE(f.top() == "confirm");
    f.key(SDLK_RETURN); // Enter alone keeps them
    CHECK(f.top() == "statistics");
}

} // namespace results_and_save_test
