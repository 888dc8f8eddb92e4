// Cribbage's short game, to 61, at the window: New game asks for it (and Settings keeps the
// answer), the board ends at 61, the file keeps the length, the results and the statistics keep
// the games to 61 apart.

#include "cribbage_positions.hpp"
#include "table_fixture.hpp"

#include "app/core/statistics.hpp"
#include "app/cribbage/results.hpp"
#include "app/cribbage/table.hpp"
#include "app/scenes/new_game_scene.hpp"
#include "parlor/games/cribbage/save.hpp"

#include <doctest/doctest.h>

#include <filesystem>

namespace cribbage_short_game_test {

using namespace parlor::app;
using namespace parlor::app::testing;
using namespace parlor::app::cribbage_table;
namespace cr = parlor::cribbage;

namespace {

// play_near_the_end in a game to 61: the human at 59 holds an 8 for the computer's 7 (15 for 2,
// 61); the computer at 40.
std::string short_near_the_end() {
    std::string text = play_near_the_end;
    text.replace(text.find("Score: 119"), 10, "Score: 59");
    text.replace(text.find("Score: 100"), 10, "Score: 40");
    text.replace(0, std::string("Game: Cribbage\n").size(), "Game: Cribbage\nLength: 61\n");
    return text;
}

struct Table : TableFixture<TableScene> {
    explicit Table(const cr::GameState& state, int w = 1280, int h = 720, bool animations = false)
        : TableFixture(state, w, h, animations, "greedy", 41) {}
    void play_rank(int rank) {
        const auto shown = scene().human_shown();
        for (std::size_t i = 0; i < shown.size(); ++i) {
            if (shown[i].rank == rank) {
                f.key(static_cast<SDL_Keycode>(SDLK_1 + i));
                return;
            }
        }
        FAIL("no card of rank " << rank);
    }
};

} // namespace

TEST_CASE("New game asks the length of a game of cribbage; a game to 61 starts, and is kept") {
    AppFixture f(1280, 720);
    f.app->push(std::make_unique<NewGameScene>(*f.app));
    f.app->step();
    f.key(SDLK_DOWN);   // the second game of the list
    f.key(SDLK_RETURN); // the game
    f.key(SDLK_RETURN); // the difficulty
    auto* ng = f.top_as<NewGameScene>();
    REQUIRE(ng != nullptr);
    REQUIRE(ng->step() == NewGameScene::Step::Players);
    CHECK(ng->choice().players == 2); // the brief's game, unless the player asks for more
    f.key(SDLK_RETURN);
    REQUIRE(ng->step() == NewGameScene::Step::Rules);
    CHECK(ng->choices()[0].label == "Short game, to 61: no");
    CHECK(ng->choices()[1].label == "Count: The computer counts"); // counting your own
    f.key(SDLK_UP); // from Continue to the Count, then to the length
    f.key(SDLK_UP);
    f.key(SDLK_RETURN);
    CHECK(ng->choices()[0].label == "Short game, to 61: yes");
    f.key(SDLK_DOWN); // the Count
    f.key(SDLK_DOWN); // Continue
    f.key(SDLK_RETURN);
    REQUIRE(ng->step() == NewGameScene::Step::Name);
    f.key(SDLK_RETURN);
    f.app->step();
    REQUIRE(f.top() == "table");
    auto* table = f.top_as<TableScene>();
    REQUIRE(table != nullptr);
    CHECK(table->state().target == 61);
    CHECK(table->state().phase == cr::Phase::CutForDeal);
    CHECK(f.app->settings().option("cribbage", "short_game")); // the next game asks with "yes"
}

TEST_CASE("a game to 61 saved from the table loads as a game to 61") {
    Table t(cr::read_save(short_near_the_end(), "t.txt").state.value());
    REQUIRE(t.state().target == 61);
    t.f.key(SDLK_s);
    REQUIRE(t.f.top() == "save");
    t.f.key(SDLK_RETURN);
    t.f.app->step();
    const std::string path = t.f.app->data_dir() + "cribbage-deal-1.txt";
    REQUIRE(std::filesystem::exists(path));
    const auto loaded = cr::load_save_file(path);
    REQUIRE_MESSAGE(loaded.state.has_value(), loaded.error);
    CHECK(loaded.state->target == 61);

    AppFixture g(1280, 720);
    OpenedGame opened = open_save_file(*g.app, path);
    REQUIRE(opened.scene);
    g.app->reset_to(std::move(opened.scene));
    g.app->step();
    auto* table = g.top_as<TableScene>();
    REQUIRE(table != nullptr);
    CHECK(table->state().target == 61);
    CHECK(table->state().player(cr::Seat::Human).score == 59);
}

TEST_CASE("a game to 61 ends at 61: the peg home, the results, a row of its own in the "
          "statistics") {
    Table t(cr::read_save(short_near_the_end(), "t.txt").state.value());
    t.play_rank(8); // 7 + 8 = 15 for 2: 61
    CHECK(t.state().phase == cr::Phase::GameOver);
    CHECK(t.state().player(cr::Seat::Human).score == 61);
    CHECK(t.scene().pegs()[0].front == 61); // the peg stops at the finish too
    CHECK(t.scene().pegs()[0].back == 59);
    REQUIRE(t.f.run_until([&] { return t.f.top() == "game_results"; }, 400));
    const Statistics s = load_statistics(t.f.app->statistics_path());
    const auto& rows = s.games.at("cribbage");
    CHECK(rows.count("greedy") == 0); // not mixed with the games to 121
    const Tally& tally = rows.at("greedy to 61");
    CHECK(tally.played == 1);
    CHECK(tally.won == 1);
    CHECK(difficulty_label(*find_table("cribbage"), "greedy to 61") == "Intermediate · to 61");
}

TEST_CASE("the results of a game to 61 measure the skunk at 31") {
    cr::GameState state = cr::read_save(short_near_the_end(), "t.txt").state.value();
    state.phase = cr::Phase::GameOver;
    state.player(cr::Seat::Human).score = 61;
    const table::Names names;
    const auto sheet = results_sheet(state, names, {});
    REQUIRE(sheet.lines.size() >= 2);
    CHECK(sheet.lines[1] == "Computer passed 30: no skunk.");
    state.player(cr::Seat::Computer).score = 30;
    CHECK(results_sheet(state, names, {}).lines[1] == "Computer did not reach 31: a skunk.");
    state.target = cr::winning_score;
    state.player(cr::Seat::Human).score = 121;
    CHECK(results_sheet(state, names, {}).lines[1] == "Computer did not reach 61: a double skunk.");
}

TEST_CASE("split_length reads back what level_to_length writes, and nothing else") {
    CHECK(level_to_length("expert", 61) == "expert to 61");
    CHECK(split_length("expert to 61") == std::pair<std::string, int>{"expert", 61});
    CHECK(split_length("expert").second == 0);
    CHECK(split_length("expert to ").second == 0);
    CHECK(split_length("expert to x1").second == 0);
    CHECK(split_length("expert@4").second == 0);
}

// Writes PNGs of a game to 61 to $PARLOR_SHOTS (default /tmp/parlor-shots): the play with the
// pegs on the way out, and the peg-out at 61.
// Run it by hand: parlor_tests_app -tc="cribbage short game screenshots" --no-skip
TEST_CASE("cribbage short game screenshots" * doctest::skip()) {
    const std::string dir = shots_dir();
    for (auto [w, h] : {std::pair{800, 480}, std::pair{1280, 720}, std::pair{1920, 1080}}) {
        const std::string size = std::to_string(w) + "x" + std::to_string(h);
        std::string text = short_near_the_end();
        text.replace(text.find("Score: 59"), 9, "Score: 47");
        {
            Table t(cr::read_save(text, "t.txt").state.value(), w, h);
            t.f.app->render_now();
            t.f.app->save_screenshot(dir + "/cribbage61-play-" + size + ".png");
        }
        Table t(cr::read_save(short_near_the_end(), "t.txt").state.value(), w, h);
        t.play_rank(8);
        t.f.app->step(2);
        t.f.app->render_now();
        t.f.app->save_screenshot(dir + "/cribbage61-pegged-out-" + size + ".png");
    }
}

} // namespace cribbage_short_game_test
