// Nothing lost: one unfinished game per game, nothing replaces one without asking, Continue lists
// them all, a discarded one counts as left unfinished, a game begun from a file is counted
// apart, the single autosave of earlier versions is adopted, and a save never replaces a file
// without asking.

#include "cribbage_positions.hpp"
#include "finished_game.hpp"
#include "table_fixture.hpp"
#include "test_data_dir.hpp"

#include "app/casino/table.hpp"
#include "app/cribbage/continue_memory.hpp"
#include "app/cribbage/table.hpp"
#include "app/cruno/table.hpp"
#include "app/scenes/confirm_dialog.hpp"
#include "app/scenes/continue_dialog.hpp"
#include "app/scenes/load_dialog.hpp"
#include "app/scenes/new_game_scene.hpp"
#include "app/scenes/save_dialog.hpp"
#include "app/scenes/title_scene.hpp"
#include "app/scenes/unfinished_question.hpp"
#include "app/table/kept_notice.hpp"
#include "app/table/menu_bar.hpp"
#include "app/table/results_screen.hpp"
#include "app/table/table_log.hpp"
#include "parlor/cards/atomic_file.hpp"
#include "parlor/games/cribbage/save.hpp"

#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>

namespace unfinished_games_test {

using namespace parlor::app;
using namespace parlor::app::testing;
namespace cr = parlor::cribbage;

namespace {

const std::string pinochle_save =
    std::string(PARLOR_TEST_DATA) + "/stalls/pinochle_computer_leads.txt";
// Two Casino games: the documented example (round 3, the player to move) and a first round.
const std::string casino_round_3 = std::string(PARLOR_TEST_DATA) + "/casino/spec_example.txt";
const std::string casino_round_1 =
    std::string(PARLOR_TEST_DATA) + "/stalls/casino_computer_to_act.txt";

std::string read_text(const std::string& path) {
    std::string error;
    const auto text = parlor::cards::read_whole_file(path, error);
    REQUIRE_MESSAGE(text.has_value(), error);
    return *text;
}

// Puts an unfinished Casino game (round 3) in the data folder, as a table leaves it; its text.
std::string leave_unfinished_casino(App& app) {
    std::filesystem::copy_file(casino_round_3, app.unfinished().path("casino"));
    REQUIRE_FALSE(app.unfinished().set_origin("casino", game_origin("expert")));
    return read_text(app.unfinished().path("casino"));
}

// A Casino file refused only at its last line (no such player), and the line's number.
std::pair<std::string, int> refused_at_the_last_line() {
    std::string text = read_text(casino_round_1);
    const std::size_t at = text.find("Next Player: Computer");
    REQUIRE(at != std::string::npos);
    text.replace(at, std::string("Next Player: Computer").size(), "Next Player: Nobody");
    return {text, static_cast<int>(std::count(text.begin(), text.begin() + at, '\n')) + 1};
}

const TitleScene& title_of(AppFixture& f) {
    const auto* title = f.top_as<TitleScene>();
    REQUIRE(title != nullptr);
    return *title;
}

cr::GameState cribbage_at(const char* text) {
    cr::LoadResult r = cr::read_save(text, "test.txt");
    REQUIRE_MESSAGE(r.state.has_value(), r.error);
    return *r.state;
}

// Puts an unfinished Cribbage game in the data folder, as a table's autosave leaves it.
void leave_unfinished_cribbage(App& app, const std::string& difficulty = "expert") {
    REQUIRE_FALSE(
        cr::save_to_file(app.unfinished().path("cribbage"), cribbage_at(play_near_the_end)));
    REQUIRE_FALSE(app.unfinished().set_origin("cribbage", game_origin(difficulty)));
}

// Title → New game → the list of games, Cribbage (the second) chosen.
void choose_cribbage_in_new_game(AppFixture& f) {
    f.app->push(std::make_unique<NewGameScene>(*f.app));
    f.app->step();
    REQUIRE(f.top() == "new_game");
    f.key(SDLK_DOWN);
    f.key(SDLK_RETURN);
}

int abandoned(App& app, const std::string& game, const std::string& difficulty) {
    const Statistics s = load_statistics(app.statistics_path());
    const auto g = s.games.find(game);
    if (g == s.games.end()) {
        return 0;
    }
    const auto t = g->second.find(difficulty);
    return t == g->second.end() ? 0 : t->second.abandoned;
}

// From play_near_the_end: the 8 on the computer's 7 makes 15 for two, 121.
void peg_out_with_the_eight(TableFixture<cribbage_table::TableScene>& t) {
    const auto shown = t.scene().human_shown();
    const auto eight =
        std::find_if(shown.begin(), shown.end(), [](const auto& card) { return card.rank == 8; });
    REQUIRE(eight != shown.end());
    t.click(table::Target{cribbage_table::HumanHand, static_cast<int>(eight - shown.begin())});
}

bool log_says(const table::TableLog& log, const std::string& words) {
    for (const auto& e : log.entries()) {
        if (e.text.find(words) != std::string::npos) {
            return true;
        }
    }
    return false;
}

} // namespace

TEST_CASE("each game keeps its own unfinished game: a new table of another game leaves it") {
    TableFixture<cribbage_table::TableScene> t(cribbage_at(play_near_the_end));
    App& app = *t.f.app;
    const std::string crib = app.unfinished().path("cribbage");
    REQUIRE(std::filesystem::exists(crib)); // the table saved it as it opened
    const std::string kept = cr::write_save(*cr::load_save_file(crib).state);
    // A Pinochle game is loaded: its table autosaves to its own file.
    OpenedGame pinochle = open_save_file(app, pinochle_save);
    REQUIRE(pinochle.scene);
    app.reset_to(std::move(pinochle.scene));
    app.step();
    REQUIRE(t.f.top() == "table");
    CHECK(app.unfinished().has("pinochle"));
    REQUIRE(app.unfinished().has("cribbage"));
    CHECK(cr::write_save(*cr::load_save_file(crib).state) == kept);
    CHECK(app.unfinished().list().size() == 2);
}

TEST_CASE("Continue with two unfinished games lists both, each with its summary") {
    AppFixture f;
    leave_unfinished_cribbage(*f.app);
    std::filesystem::copy_file(pinochle_save, f.app->unfinished().path("pinochle"));
    f.app->go_to_title();
    f.app->step();
    auto* title = f.top_as<TitleScene>();
    REQUIRE(title->buttons()[TitleScene::Continue].enabled);
    title->choose(TitleScene::Continue);
    f.app->step();
    auto* list = f.top_as<ContinueDialog>();
    REQUIRE(list != nullptr);
    REQUIRE(list->list().rows.size() == 2);
    std::string titles;
    for (const auto& row : list->list().rows) {
        titles += row.title + " / " + row.detail + "\n";
        CHECK_FALSE(row.detail.empty());
    }
    CHECK(titles.find("Cribbage") != std::string::npos);
    CHECK(titles.find("Pinochle") != std::string::npos);
    std::size_t cribbage_row = list->list().rows[0].title.find("Cribbage") == 0 ? 0 : 1;
    list->open(cribbage_row);
    f.app->step();
    auto* table = f.top_as<cribbage_table::TableScene>();
    REQUIRE(table != nullptr);
    CHECK(table->state().player(cr::Seat::Human).score == 119);
    CHECK(log_says(table->log(), "Resumed where you left off."));
    for (const auto& e : table->log().entries()) {
        INFO(e.text);
        CHECK(e.text.find(f.app->data_dir()) == std::string::npos);
    }
}

TEST_CASE("New game of a game in progress asks; Esc keeps it, Continue opens it") {
    AppFixture f;
    leave_unfinished_cribbage(*f.app);
    choose_cribbage_in_new_game(f);
    REQUIRE(f.top() == "confirm");
    f.key(SDLK_ESCAPE);
    CHECK(f.top() == "new_game");
    CHECK(f.top_as<NewGameScene>()->step() == NewGameScene::Step::Game);
    CHECK(f.app->unfinished().has("cribbage"));

    f.key(SDLK_RETURN); // Cribbage again
    REQUIRE(f.top() == "confirm");
    f.key(SDLK_RETURN); // Continue it
    f.app->step();
    auto* table = f.top_as<cribbage_table::TableScene>();
    REQUIRE(table != nullptr);
    CHECK(table->state().player(cr::Seat::Human).score == 119);
    CHECK(abandoned(*f.app, "cribbage", "expert") == 0);
}

TEST_CASE("New game of a game in progress: discarding it counts it as left unfinished") {
    AppFixture f;
    leave_unfinished_cribbage(*f.app, "greedy");
    choose_cribbage_in_new_game(f);
    REQUIRE(f.top() == "confirm");
    f.key(SDLK_RIGHT);
    f.key(SDLK_RETURN); // Start anew, discard it
    f.app->step();
    CHECK(f.top() == "new_game");
    CHECK(f.top_as<NewGameScene>()->step() == NewGameScene::Step::Difficulty);
    CHECK(f.top_as<NewGameScene>()->choice().game_id == "cribbage");
    CHECK_FALSE(f.app->unfinished().has("cribbage"));
    CHECK(abandoned(*f.app, "cribbage", "greedy") == 1);
}

TEST_CASE("a new game of another game does not ask about an unfinished Cribbage game") {
    AppFixture f;
    leave_unfinished_cribbage(*f.app);
    f.app->push(std::make_unique<NewGameScene>(*f.app));
    f.app->step();
    f.key(SDLK_RETURN); // Five Crowns, the first
    CHECK(f.top() == "new_game");
    CHECK(f.top_as<NewGameScene>()->step() == NewGameScene::Step::Difficulty);
    CHECK(f.app->unfinished().has("cribbage"));
}

TEST_CASE("loading a file of a game in progress asks before it replaces the game") {
    AppFixture f;
    leave_unfinished_cribbage(*f.app);
    f.dir.write("other.txt", cr::write_save(cribbage_at(play_near_the_end)));
    auto dialog = std::make_unique<LoadDialog>(*f.app);
    LoadDialog* load = dialog.get();
    f.app->push(std::move(dialog));
    f.app->step();
    load->open(f.dir.file("other.txt"));
    f.app->step();
    REQUIRE(f.top() == "confirm");
    f.key(SDLK_RIGHT);
    f.key(SDLK_RETURN); // Load the file, discard it
    f.app->step();
    auto* table = f.top_as<cribbage_table::TableScene>();
    REQUIRE(table != nullptr);
    CHECK(log_says(table->log(), "Resumed from other.txt."));
    CHECK(abandoned(*f.app, "cribbage", "expert") == 1);
}

TEST_CASE("Load game: a file refused at its last line is refused before any question, and the "
          "game in progress stays") {
    // The question came first; Discard then lost the game to a file that did not load.
    AppFixture f;
    const std::string kept = leave_unfinished_casino(*f.app);
    const auto [late, line] = refused_at_the_last_line();
    f.dir.write("late.txt", late);
    auto dialog = std::make_unique<LoadDialog>(*f.app);
    LoadDialog* load = dialog.get();
    f.app->push(std::move(dialog));
    f.app->step();
    load->open(f.dir.file("late.txt"));
    f.app->step();
    REQUIRE(f.top() == "title"); // no question asked
    const TitleScene& title = title_of(f);
    CHECK(title.message_is_error());
    // Its one line, the reader's, as loading it gives.
    const std::string expected = f.dir.file("late.txt") + ":" + std::to_string(line) + ": ";
    CHECK(title.message().rfind(expected, 0) == 0);
    CHECK(title.message().find('\n') == std::string::npos);
    CHECK(title.message() == open_save_file(*f.app, f.dir.file("late.txt")).error);
    CHECK(read_text(f.app->unfinished().path("casino")) == kept);
    CHECK(abandoned(*f.app, "casino", "expert") == 0);
    CHECK(title.buttons()[TitleScene::Continue].enabled);
}

TEST_CASE("Load game: a file changed while the question was up is checked again before Discard "
          "discards anything") {
    AppFixture f;
    const std::string kept = leave_unfinished_casino(*f.app);
    std::filesystem::copy_file(casino_round_1, f.dir.file("other.txt"));
    auto dialog = std::make_unique<LoadDialog>(*f.app);
    LoadDialog* load = dialog.get();
    f.app->push(std::move(dialog));
    f.app->step();
    load->open(f.dir.file("other.txt"));
    f.app->step();
    REQUIRE(f.top() == "confirm");
    f.dir.write("other.txt", refused_at_the_last_line().first);
    f.key(SDLK_RIGHT);
    f.key(SDLK_RETURN); // Load the file, discard the game
    f.app->step();
    REQUIRE(f.top() == "title");
    CHECK(title_of(f).message().rfind(f.dir.file("other.txt") + ":", 0) == 0);
    CHECK(read_text(f.app->unfinished().path("casino")) == kept);
    CHECK(abandoned(*f.app, "casino", "expert") == 0);
}

TEST_CASE("--load of a game in progress asks first: Esc and Continue keep it, Discard counts it") {
    AppFixture f;
    const std::string kept = leave_unfinished_casino(*f.app);
    std::filesystem::copy_file(casino_round_1, f.dir.file("other.txt"));
    // It replaced the game at once, without asking and without counting it.
    f.open(1280, 720, f.dir.file("other.txt"));
    REQUIRE(f.top() == "confirm");
    f.key(SDLK_ESCAPE);
    CHECK(f.top() == "title");
    CHECK(read_text(f.app->unfinished().path("casino")) == kept);

    f.open(1280, 720, f.dir.file("other.txt"));
    REQUIRE(f.top() == "confirm");
    f.key(SDLK_RETURN); // Continue it
    f.app->step();
    auto* table = f.top_as<casino_table::TableScene>();
    REQUIRE(table != nullptr);
    CHECK(table->state().round == 3);
    CHECK(abandoned(*f.app, "casino", "expert") == 0);

    f.open(1280, 720, f.dir.file("other.txt"));
    REQUIRE(f.top() == "confirm");
    f.key(SDLK_RIGHT);
    f.key(SDLK_RETURN); // Load the file, discard the game
    f.app->step();
    table = f.top_as<casino_table::TableScene>();
    REQUIRE(table != nullptr);
    CHECK(table->state().round == 1);
    CHECK(log_says(table->log(), "Resumed from other.txt."));
    CHECK(abandoned(*f.app, "casino", "expert") == 1);
    CHECK(f.app->depth() == 2); // over the title

    // The game's own unfinished game asks nothing.
    f.open(1280, 720, f.app->unfinished().path("casino"));
    CHECK(f.top() == "table");
}

TEST_CASE("--load of a file refused at its last line: its line on the title, the game in "
          "progress untouched") {
    AppFixture f;
    const std::string kept = leave_unfinished_casino(*f.app);
    const auto [late, line] = refused_at_the_last_line();
    f.dir.write("late.txt", late);
    f.open(1280, 720, f.dir.file("late.txt"));
    REQUIRE(f.top() == "title");
    const TitleScene& title = title_of(f);
    CHECK(title.message_is_error());
    CHECK(title.message().rfind(f.dir.file("late.txt") + ":" + std::to_string(line) + ": ", 0) ==
          0);
    CHECK(read_text(f.app->unfinished().path("casino")) == kept);
    CHECK(abandoned(*f.app, "casino", "expert") == 0);
}

TEST_CASE("leaving a game says \"kept\" only when Continue will find it") {
    const auto quit_button = [](AppFixture& f) {
        auto* table = f.top_as<table::TableBase>();
        REQUIRE(table != nullptr);
        f.click(table->box(table::Target::button(table::button::quit)));
        f.app->step();
        REQUIRE(f.top() == "title");
    };
    SUBCASE("at the cut for the first deal the kept game holds it, and Continue lists it") {
        // It said "Your game was kept: Continue picks it up", and Continue did not list it (a
        // save file cannot hold the cut). The kept game (its record) holds any moment.
        AppFixture f;
        f.start_new("cribbage", "expert", 5);
        REQUIRE(f.top_as<cribbage_table::TableScene>()->state().phase == cr::Phase::CutForDeal);
        CHECK(f.app->unfinished().has("cribbage"));
        quit_button(f);
        CHECK(title_of(f).message() ==
              "Your game was kept: Continue picks it up where you left off.");
        CHECK_FALSE(title_of(f).message_is_error());
        CHECK(title_of(f).buttons()[TitleScene::Continue].enabled);
        // The same from the pause menu's Quit to title (the game in progress discarded first).
        discard_unfinished(*f.app, "cribbage");
        f.start_new("cribbage", "expert", 6);
        f.key(SDLK_ESCAPE);
        REQUIRE(f.top() == "pause");
        f.key(SDLK_UP); // wraps to Quit to title
        f.key(SDLK_RETURN);
        REQUIRE(f.top() == "title");
        CHECK(title_of(f).message().rfind("Your game was kept", 0) == 0);
        CHECK(f.app->unfinished().list().size() == 1);
    }
    SUBCASE("a game the autosave holds is kept") {
        TableFixture<cribbage_table::TableScene> t(cribbage_at(play_near_the_end));
        quit_button(t.f);
        CHECK(title_of(t.f).message() ==
              "Your game was kept: Continue picks it up where you left off.");
        CHECK(title_of(t.f).buttons()[TitleScene::Continue].enabled);
    }
    SUBCASE("a failed write is told") {
        AppFixture f;
        // A file where the folder of unfinished games should be: no write can succeed.
        std::filesystem::remove_all(f.dir.file("unfinished"));
        f.dir.write("unfinished", "not a folder\n");
        cribbage_table::TableScene::Start start;
        start.state = cribbage_at(play_near_the_end);
        start.seed = 77;
        start.difficulty = "greedy";
        f.app->reset_to(std::make_unique<cribbage_table::TableScene>(*f.app, start));
        f.app->step();
        quit_button(f);
        CHECK(title_of(f).message_is_error());
        CHECK(title_of(f).message().rfind("Your game was not kept: the autosave failed (", 0) == 0);
    }
}

TEST_CASE("the kept notice reads the unfinished game back from the disk") {
    TempDir dir;
    const UnfinishedGames unfinished(dir.path());
    std::filesystem::create_directories(dir.file("unfinished"));
    const std::string text = cr::write_save(cribbage_at(play_near_the_end));
    dir.write("unfinished/cribbage.txt", text);
    using table::Autosaved;
    using table::kept_notice;
    CHECK(kept_notice(unfinished, "cribbage", Autosaved{text, true, "", ""}, "at the next deal")
              .text == "Your game was kept: Continue picks it up at the next deal.");
    // The position left cannot be saved (between a draw and a discard): an earlier one is kept.
    CHECK(kept_notice(unfinished, "cribbage", Autosaved{text, false, "", ""}, "where you left off")
              .text.rfind("Your game was kept: Continue picks it up at its last moment", 0) == 0);
    // Another text on disk, or none: not kept, whatever the table believes.
    const auto other = kept_notice(unfinished, "cribbage", Autosaved{text + " ", true, "", ""}, "");
    CHECK(other.is_error);
    CHECK(other.text.rfind("Your game was not kept: ", 0) == 0);
    std::filesystem::remove(dir.file("unfinished/cribbage.txt"));
    CHECK(kept_notice(unfinished, "cribbage", Autosaved{text, true, "", ""}, "")
              .text.rfind("Your game was not kept: ", 0) == 0);
    CHECK(kept_notice(unfinished, "cribbage", Autosaved{std::nullopt, false, "", ""}, "")
              .text.rfind("Your game was not kept: it had not yet reached", 0) == 0);
    const auto failed =
        kept_notice(unfinished, "cribbage", Autosaved{text, true, "disk full", ""}, "");
    CHECK(failed.is_error);
    CHECK(failed.text == "Your game was not kept: the autosave failed (disk full).");
}

TEST_CASE("a game begun from a file is counted apart from the difficulties") {
    TableFixture<cribbage_table::TableScene> t(cribbage_at(play_near_the_end));
    App& app = *t.f.app;
    t.f.dir.write("edited.txt", cr::write_save(cribbage_at(play_near_the_end)));
    OpenedGame opened = open_save_file(app, t.f.dir.file("edited.txt"));
    REQUIRE(opened.scene);
    app.reset_to(std::move(opened.scene));
    app.step();
    CHECK(log_says(t.scene().log(), "Resumed from edited.txt."));
    // Its unfinished game remembers where it came from, for Continue and the statistics.
    CHECK(app.unfinished().origin("cribbage", {}).from_file == "edited.txt");
    peg_out_with_the_eight(t);
    REQUIRE(t.state().phase == cr::Phase::GameOver);
    REQUIRE(t.f.run_until([&] { return t.f.top() == "game_results"; }, 400));
    // The file cannot say how many deals came before: they are earlier play, not deal 1.
    const auto& sheet = t.f.top_as<table::ResultsScreen>()->sheet();
    CHECK(sheet.lines[2].rfind("1 deal played since the game was resumed", 0) == 0);
    REQUIRE(sheet.rows.size() == 2);
    CHECK(sheet.rows[0] == std::vector<std::string>{"Earlier", "", "119", "100"});
    CHECK(sheet.rows[1][0] == "Resumed");
    const Statistics s = load_statistics(app.statistics_path());
    REQUIRE(s.games.count("cribbage") == 1);
    const auto& levels = s.games.at("cribbage");
    REQUIRE(levels.count(std::string(from_a_file)) == 1);
    CHECK(levels.count("expert") == 0);
    // Finished, never a win: the file was played from near its end.
    CHECK(levels.at(std::string(from_a_file)).won == 0);
    CHECK(levels.at(std::string(from_a_file)).counts.at(std::string(finished_from_file)) == 1);
}

TEST_CASE("a Cribbage game played to its end: gone from Continue at once, counted once, even "
          "when the program ends on its results") {
    TableFixture<cribbage_table::TableScene> t(cribbage_at(play_near_the_end));
    REQUIRE(t.f.app->unfinished().has("cribbage"));
    peg_out_with_the_eight(t);
    REQUIRE(t.f.run_until([&] { return t.f.top() == "game_results"; }, 400));
    check_finished_then_restart(t.f, "cribbage");
}

TEST_CASE("the single autosave of earlier versions becomes its game's unfinished game") {
    AppFixture f;
    f.dir.write("autosave.txt", cr::write_save(cribbage_at(play_near_the_end)));
    f.open();
    CHECK_FALSE(std::filesystem::exists(f.dir.file("autosave.txt")));
    REQUIRE(f.app->unfinished().has("cribbage"));
    CHECK(f.app->unfinished().origin("cribbage", {}).from_file.empty());
    // When the game already has one, the old file stays for Load game.
    f.dir.write("autosave.txt", cr::write_save(cribbage_at(play_near_the_end)));
    f.open();
    CHECK(std::filesystem::exists(f.dir.file("autosave.txt")));
}

TEST_CASE("saving onto an existing file asks; keeping it writes nothing, replacing it saves") {
    AppFixture f;
    f.dir.write("precious.txt", "not a game at all\n");
    const cr::GameState state = cribbage_at(play_near_the_end);
    GameHooks hooks;
    hooks.game_id = "cribbage";
    hooks.default_save_name = "precious";
    hooks.save = [state](const std::string& path) { return cr::save_to_file(path, state); };
    hooks.can_save = [] { return true; };
    f.app->push(std::make_unique<SaveDialog>(*f.app, hooks));
    f.app->step();
    REQUIRE(f.top_as<SaveDialog>()->target_path() == f.dir.file("precious.txt"));
    f.key(SDLK_RETURN);
    REQUIRE(f.top() == "confirm");
    f.key(SDLK_ESCAPE); // Esc keeps the file
    CHECK(f.top() == "save");
    std::string error;
    CHECK(parlor::cards::read_whole_file(f.dir.file("precious.txt"), error) ==
          std::string("not a game at all\n"));
    f.key(SDLK_RETURN);
    REQUIRE(f.top() == "confirm");
    f.key(SDLK_RIGHT);
    f.key(SDLK_RETURN); // Keep it
    CHECK(f.top() == "save");
    CHECK(parlor::cards::read_whole_file(f.dir.file("precious.txt"), error) ==
          std::string("not a game at all\n"));
    f.key(SDLK_RETURN);
    f.key(SDLK_RETURN); // Replace it
    f.app->step();
    CHECK(f.top() == "title");
    CHECK(cr::load_save_file(f.dir.file("precious.txt")).state.has_value());
}

TEST_CASE("a loaded Cruno game keeps the player's name its file gives, not the settings' name") {
    AppFixture f;
    f.app->settings().player_name = "Settings Name";
    OpenedGame opened =
        open_save_file(*f.app, std::string(PARLOR_TEST_DATA) + "/stalls/cruno_computer_to_act.txt");
    REQUIRE(opened.scene);
    f.app->reset_to(std::move(opened.scene));
    f.app->step();
    auto* table = f.top_as<cruno_table::TableScene>();
    REQUIRE(table != nullptr);
    CHECK(table->names()[0] == "Beatrice");
    // And its unfinished game, written by the table, still names her.
    std::string error;
    const auto kept = parlor::cards::read_whole_file(f.app->unfinished().path("cruno"), error);
    REQUIRE(kept);
    CHECK(kept->find("Seat 0: Beatrice") != std::string::npos);
}

TEST_CASE("a continued Cribbage game is the same game: its deal number, its sheet, its back pegs") {
    TableFixture<cribbage_table::TableScene> t(cribbage_at(play_near_the_end));
    App& app = *t.f.app;
    // The table keeps beside its save what the save cannot hold.
    const auto kept =
        cribbage_table::read_memory(app.unfinished().origin("cribbage", {}).table_memory);
    REQUIRE(kept);
    CHECK(kept->deal == 1);
    CHECK(kept->deals_known);
    // As a table at deal 6 would have kept it: five deals before, the back pegs behind.
    cribbage_table::ContinueMemory m = *kept;
    m.deal = 6;
    m.back = {110, 95};
    m.deals.clear();
    for (int deal = 1; deal <= 6; ++deal) {
        cribbage_table::DealRecord d;
        d.deal = deal;
        d.dealer = deal % 2 ? cr::Seat::Human : cr::Seat::Computer;
        d.hand = {deal < 6 ? 20 + deal : 0, deal < 6 ? 17 + deal : 0};
        m.deals.push_back(d);
    }
    REQUIRE_FALSE(app.unfinished().set_origin(
        "cribbage", game_origin("expert", {}, cribbage_table::write_memory(m))));

    OpenedGame opened = open_save_file(app, app.unfinished().path("cribbage"));
    REQUIRE(opened.scene);
    app.reset_to(std::move(opened.scene));
    app.step();
    CHECK(t.scene().deals_known());
    CHECK(t.scene().deal_shown() == 6);
    CHECK(t.scene().pegs()[0].back == 110);
    CHECK(t.scene().pegs()[1].back == 95);
    REQUIRE(t.scene().deals().size() == 6);

    peg_out_with_the_eight(t);
    REQUIRE(t.f.run_until([&] { return t.f.top() == "game_results"; }, 400));
    const auto& sheet = t.f.top_as<table::ResultsScreen>()->sheet();
    CHECK(sheet.lines[2].rfind("6 deals played", 0) == 0);
    REQUIRE(sheet.rows.size() == 6);
    CHECK(sheet.rows[0][0] == "1");
    CHECK(sheet.rows[5][0] == "6");
}

TEST_CASE("a memory kept for another position is not believed") {
    TableFixture<cribbage_table::TableScene> t(cribbage_at(play_near_the_end));
    App& app = *t.f.app;
    auto m = cribbage_table::read_memory(app.unfinished().origin("cribbage", {}).table_memory);
    REQUIRE(m);
    m->deal = 6;
    m->scores = {100, 100}; // not the save's scores
    REQUIRE_FALSE(app.unfinished().set_origin(
        "cribbage", game_origin("expert", {}, cribbage_table::write_memory(*m))));
    OpenedGame opened = open_save_file(app, app.unfinished().path("cribbage"));
    REQUIRE(opened.scene);
    app.reset_to(std::move(opened.scene));
    app.step();
    CHECK(t.scene().deal_shown() == 1);
    CHECK(t.scene().deals().size() == 1);
}

} // namespace unfinished_games_test

namespace unfinished_games_test {

TEST_CASE("Load game of a file whose name is not UTF-8 (Latin-1): the game is kept with the name's "
          "bytes, shown escaped, and Continue brings it back") {
    // The unfinished game's .json could not hold the name: "Parlor cannot start" with
    // [json.exception.type_error.316], and after Discard both games were gone.
    const std::string latin1 = "caf\xe9.txt";
    AppFixture f;
    leave_unfinished_casino(*f.app);
    std::filesystem::copy_file(casino_round_1, f.dir.file(latin1));
    auto dialog = std::make_unique<LoadDialog>(*f.app);
    LoadDialog* load = dialog.get();
    f.app->push(std::move(dialog));
    f.app->step();
    load->open(f.dir.file(latin1));
    f.app->step();
    REQUIRE(f.top() == "confirm");
    f.key(SDLK_RIGHT);
    f.key(SDLK_RETURN); // Load the file, discard the game
    f.app->step();
    auto* table = f.top_as<casino_table::TableScene>();
    REQUIRE(table != nullptr);
    CHECK(table->state().round == 1);
    CHECK(log_says(table->log(), "Resumed from caf\\xe9.txt."));
    CHECK(abandoned(*f.app, "casino", "expert") == 1);
    // The new game is kept, its file's name byte for byte.
    REQUIRE(std::filesystem::exists(f.app->unfinished().path("casino")));
    const GameOrigin origin = f.app->unfinished().origin("casino", game_origin("none"));
    CHECK(origin.difficulty == "expert");
    CHECK(origin.from_file == latin1);
    CHECK(UnfinishedGames::origin_text(origin) ==
          read_text(f.app->unfinished().origin_file("casino")));

    // The window opens again (it could not start) and Continue picks the game up.
    f.open();
    REQUIRE(f.top() == "title");
    f.open(1280, 720, f.app->unfinished().path("casino"));
    table = f.top_as<casino_table::TableScene>();
    REQUIRE(table != nullptr);
    CHECK(table->state().round == 1);
    CHECK(log_says(table->log(), "the game began from caf\\xe9.txt"));
    CHECK(f.app->unfinished().origin("casino", game_origin("none")).from_file == latin1);
}

TEST_CASE("an unfinished game's origin keeps any bytes of a file's name and of its record's path") {
    TempDir dir;
    const UnfinishedGames unfinished(dir.path());
    GameOrigin origin = game_origin("expert", "caf\xe9 \\x41 \xff\xfe.txt");
    origin.kept = KeptGame{};
    origin.kept->record = {"{}"};
    origin.kept->record_path = dir.path() + "records/\xe9t\xe9.jsonl";
    REQUIRE_FALSE(unfinished.set_origin("casino", origin));
    CHECK(unfinished.origin("casino", GameOrigin{}) == origin);
    // A UTF-8 name is written as before.
    const GameOrigin utf8 = game_origin("rule", "café.txt");
    CHECK(UnfinishedGames::origin_text(utf8).find("\"from_file\": \"café.txt\"") !=
          std::string::npos);
}

} // namespace unfinished_games_test
