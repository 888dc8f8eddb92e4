// A Cribbage table of three, or of four in partnerships, kept as the two-seat table is (issue 44):
// a finished game counted in the statistics in a row of its own for the table's size, the Save
// button and its dialog (a file read back identically, none overwritten without asking), and a
// game left during the show continued at its last decision, its result counted once.

#include "app_fixture.hpp"
#include "table_fixture.hpp"

#include "app/cribbage/seats_table.hpp"
#include "app/scenes/save_dialog.hpp"
#include "app/scenes/statistics_scene.hpp"
#include "app/scenes/title_scene.hpp"
#include "app/table/results_screen.hpp"
#include "app/table_entries.hpp"
#include "parlor/cards/atomic_file.hpp"
#include "parlor/games/cribbage/table_save.hpp"

#include <doctest/doctest.h>

#include <algorithm>
#include <optional>
#include <string>
#include <vector>

namespace cribbage_seats_keeping_test {

using namespace parlor::app;
using namespace parlor::app::testing;
using namespace parlor::app::cribbage_table;
namespace cr = parlor::cribbage;

namespace {

SeatsScene* table_of(AppFixture& f) {
    return f.top_as<SeatsScene>();
}

// A table of `seats` to 61, every computer seat greedy, straight from a New game choice.
void start(AppFixture& f, int seats, std::uint64_t seed) {
    f.app->settings().set_option("cribbage", "short_game", true);
    f.app->settings().animations = false;
    NewGameChoice choice;
    choice.game_id = "cribbage";
    choice.players = seats;
    choice.difficulty = "greedy";
    choice.seed = seed;
    f.start_new(choice);
    REQUIRE(f.top() == "table");
    REQUIRE(table_of(f) != nullptr);
}

// The player's move by keys: C at a deal's end, else the first card the rules allow.
void move(AppFixture& f) {
    SeatsScene* t = table_of(f);
    REQUIRE(t != nullptr);
    if (t->state().phase == cr::Phase::DealOver) {
        f.key(SDLK_c);
        return;
    }
    int which = 0;
    while (which < static_cast<int>(t->hand_shown().size()) && !t->playable(which)) {
        ++which;
    }
    REQUIRE(which < static_cast<int>(t->hand_shown().size()));
    f.key(static_cast<SDL_Keycode>(SDLK_1 + which));
}

// Plays on until the results replace the table.
void play_to_the_end(AppFixture& f) {
    for (int guard = 0; guard < 4000; ++guard) {
        REQUIRE(f.run_until([&] { return table_of(f) == nullptr || table_of(f)->player_to_act(); },
                            20000));
        if (table_of(f) == nullptr) {
            REQUIRE(f.top() == "game_results");
            return;
        }
        move(f);
    }
    FAIL("the game did not end");
}

const Tally* tally(AppFixture& f, const std::string& row) {
    static Statistics statistics;
    statistics = f.app->load_statistics();
    const auto game = statistics.games.find("cribbage");
    if (game == statistics.games.end()) {
        return nullptr;
    }
    const auto found = game->second.find(row);
    return found == game->second.end() ? nullptr : &found->second;
}

// What the player sees of a table: the position (the save's text), the sheet, the pegs, the log.
struct Seen {
    std::string position;
    int deals = 0;
    std::vector<int> scores;
    std::vector<std::string> log;
    friend bool operator==(const Seen&, const Seen&) = default;
};

Seen seen(const SeatsScene& t) {
    Seen s{cr::write_table_save(t.state()), t.deals_played(), t.scores_shown(), {}};
    for (const table::LogEntry& entry : t.log().entries()) {
        s.log.push_back(entry.text);
    }
    return s;
}

void quit(AppFixture& f) {
    auto* t = f.top_as<table::TableBase>();
    REQUIRE(t != nullptr);
    f.click(t->box(table::Target::button(table::button::quit)));
    f.app->step();
    REQUIRE(f.top() == "title");
}

void press_continue(AppFixture& f) {
    auto* title = f.top_as<TitleScene>();
    REQUIRE(title != nullptr);
    REQUIRE(title->buttons()[TitleScene::Continue].enabled);
    title->choose(TitleScene::Continue);
    f.app->step();
    REQUIRE(table_of(f) != nullptr);
}

} // namespace

TEST_CASE("a finished game of three and one of four each count in their own row of the "
          "statistics, shown on the Statistics screen") {
    AppFixture f(1280, 720);
    start(f, 3, 53); // the winner's last points go past 61
    play_to_the_end(f);
    const Tally* three = tally(f, "greedy to 61@3");
    REQUIRE(three != nullptr);
    CHECK(three->played == 1);
    CHECK(three->won + three->lost == 1);
    // The results sheet's totals are the final scores: the score stops at the target.
    const auto* results = f.top_as<table::ResultsScreen>();
    REQUIRE(results != nullptr);
    CHECK(results->sheet().lines.at(0).find(" 61") != std::string::npos);
    CHECK(std::count(results->sheet().total.begin(), results->sheet().total.end(), "61") == 1);
    for (std::size_t side = 2; side < results->sheet().total.size(); ++side) {
        CHECK(std::stoi(results->sheet().total[side]) <= 61);
    }
    CHECK(tally(f, "greedy to 61") == nullptr); // the two-seat row is not this one
    start(f, 4, 32);
    play_to_the_end(f);
    const Tally* four = tally(f, "greedy to 61@4");
    REQUIRE(four != nullptr);
    CHECK(four->played == 1);
    REQUIRE(tally(f, "greedy to 61@3") != nullptr);
    CHECK(tally(f, "greedy to 61@3")->played == 1); // counted once
    // The Statistics screen has a row for each size.
    StatisticsScene screen(*f.app, "cribbage");
    const std::vector<std::string> rows = screen.rows();
    CHECK(std::count(rows.begin(), rows.end(), "greedy to 61@3") == 1);
    CHECK(std::count(rows.begin(), rows.end(), "greedy to 61@4") == 1);
    // Finished and counted: no longer kept for Continue.
    CHECK_FALSE(f.app->unfinished().has("cribbage"));
}

TEST_CASE("the Save button of a table of three opens the save dialog; the file reads back the "
          "same, and saving onto it again asks first") {
    AppFixture f(800, 480);
    start(f, 3, 33);
    SeatsScene* t = table_of(f);
    REQUIRE(f.run_until([&] { return t->player_to_act(); }, 20000));
    const auto& items = t->menu_bar().items();
    REQUIRE_FALSE(items.empty());
    CHECK(items[0].id == table::button::save);
    CHECK(items[0].enabled);
    f.click(t->box(table::Target::button(table::button::save)));
    REQUIRE(f.top() == "save");
    const std::string path = f.top_as<SaveDialog>()->target_path();
    CHECK(path.find("cribbage-three") != std::string::npos);
    f.key(SDLK_RETURN);
    f.app->step();
    REQUIRE(f.top() == "table");
    const std::string position = cr::write_table_save(t->state());
    std::string error;
    CHECK(parlor::cards::read_whole_file(path, error) == position);
    // Read back: the same position, written again byte for byte.
    const cr::TableLoadResult loaded = cr::load_table_save_file(path);
    INFO(loaded.error);
    REQUIRE(loaded.state.has_value());
    CHECK(cr::write_table_save(*loaded.state) == position);
    OpenedGame opened = find_table("cribbage")->open(*f.app, path);
    REQUIRE(opened.scene);
    const auto* reopened = dynamic_cast<SeatsScene*>(opened.scene.get());
    REQUIRE(reopened != nullptr);
    CHECK(cr::write_table_save(reopened->state()) == position);
    // The same name again: the dialog asks before it replaces the file, and Esc keeps it.
    parlor::cards::write_file_atomically(path, "kept as it is\n");
    f.click(t->box(table::Target::button(table::button::save)));
    REQUIRE(f.top() == "save");
    CHECK(f.top_as<SaveDialog>()->target_path() == path);
    f.key(SDLK_RETURN);
    REQUIRE(f.top() == "confirm");
    f.key(SDLK_ESCAPE);
    CHECK(f.top() == "save");
    CHECK(parlor::cards::read_whole_file(path, error) == std::string("kept as it is\n"));
}

TEST_CASE("a table left during the show and continued comes back at the last decision before "
          "it; left during the last show, its result is counted once, when it is played out") {
    for (const int seats : {3, 4}) {
        CAPTURE(seats);
        AppFixture f(1280, 720);
        start(f, seats, 34 + static_cast<std::uint64_t>(seats));
        std::optional<Seen> decision; // the table at its last decision
        const auto watch = [&] {
            SeatsScene* t = table_of(f);
            if (t != nullptr && cr::table_can_save(t->state()) && !t->show_pending()) {
                decision = seen(*t);
            }
        };
        // Into the first show, counted in part.
        for (int guard = 0; guard < 100; ++guard) {
            REQUIRE(f.run_until(
                [&] {
                    watch();
                    return table_of(f)->show_pending() || table_of(f)->player_to_act();
                },
                20000));
            if (table_of(f)->show_pending()) {
                break;
            }
            move(f);
        }
        SeatsScene* t = table_of(f);
        REQUIRE(t->show_pending());
        f.app->step(); // the first hand counted
        REQUIRE(decision.has_value());
        CHECK(seen(*t) != *decision);
        quit(f);
        press_continue(f);
        t = table_of(f);
        Seen back = seen(*t);
        REQUIRE_FALSE(back.log.empty());
        CHECK(back.log.back() == "Resumed where you left off.");
        back.log.pop_back();
        CHECK(back == *decision);
        CHECK_FALSE(t->show_pending());
        CHECK(t->state().phase != cr::Phase::DealOver);

        // Played on to the game's end, left before its results: kept, and not counted yet.
        const std::string row = "greedy to 61@" + std::to_string(seats);
        for (int guard = 0; guard < 4000; ++guard) {
            REQUIRE(f.run_until(
                [&] {
                    watch();
                    t = table_of(f);
                    return t->state().phase == cr::Phase::GameOver || t->player_to_act();
                },
                20000));
            if (t->state().phase == cr::Phase::GameOver) {
                break;
            }
            move(f);
        }
        REQUIRE(t->state().phase == cr::Phase::GameOver);
        REQUIRE(f.top() == "table");
        quit(f);
        CHECK(tally(f, row) == nullptr);
        press_continue(f);
        back = seen(*table_of(f));
        back.log.pop_back();
        CHECK(back == *decision);
        CHECK(table_of(f)->state().phase != cr::Phase::GameOver);
        play_to_the_end(f);
        REQUIRE(tally(f, row) != nullptr);
        CHECK(tally(f, row)->played == 1);
        CHECK_FALSE(f.app->unfinished().has("cribbage"));
    }
}

// PNGs of the tables of three and four in the middle of the play, at the show and at the results,
// at 800x480, 1280x720 and 1920x1080, to $PARLOR_SHOTS (default /tmp/parlor-shots). By hand:
// parlor_tests_app -tc="cribbage seats screenshots" --no-skip
TEST_CASE("cribbage seats screenshots" * doctest::skip()) {
    const std::string dir = shots_dir();
    for (auto [w, h] : {std::pair{800, 480}, std::pair{1280, 720}, std::pair{1920, 1080}}) {
        for (const int seats : {3, 4}) {
            AppFixture f(w, h);
            start(f, seats, 50 + static_cast<std::uint64_t>(seats));
            const std::string name = dir + "/cribbage-" + std::to_string(seats) + "seats-";
            const std::string size = "-" + std::to_string(w) + "x" + std::to_string(h) + ".png";
            const auto shoot = [&](const std::string& what) {
                f.app->render_now();
                f.app->save_screenshot(name + what + size);
            };
            // Into the play of the second deal, three cards on the pile.
            for (int guard = 0; guard < 400; ++guard) {
                REQUIRE(f.run_until([&] { return table_of(f)->player_to_act(); }, 20000));
                const SeatsScene* t = table_of(f);
                if (t->deals_played() >= 2 && t->state().phase == cr::Phase::Play &&
                    t->state().pile.size() >= 3) {
                    break;
                }
                move(f);
            }
            shoot("1-play");
            for (int guard = 0; guard < 100 && !table_of(f)->show_pending(); ++guard) {
                REQUIRE(f.run_until(
                    [&] { return table_of(f)->show_pending() || table_of(f)->player_to_act(); },
                    20000));
                if (!table_of(f)->show_pending()) {
                    move(f);
                }
            }
            f.app->step();
            shoot("2-show");
            play_to_the_end(f);
            f.app->step(5);
            shoot("3-results");
        }
    }
}

} // namespace cribbage_seats_keeping_test
