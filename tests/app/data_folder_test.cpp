// Issue 41, one data folder and one writer, and the files a window leaves as they are: a second
// window on a data folder another holds opens read-only and writes nothing to it, a window
// killed with kill -9 leaves no lock behind, a newer Parlor's statistics are shown and never
// written over, and an unfinished game Continue cannot read is said.

#include "app_fixture.hpp"
#include "cruno_won_game.hpp"

#include "app/core/data_folder_lock.hpp"
#include "app/core/statistics.hpp"
#include "app/core/theme.hpp"
#include "app/core/unfinished_left_out.hpp"
#include "app/cruno/table.hpp"
#include "app/scenes/statistics_scene.hpp"
#include "app/scenes/title_scene.hpp"
#include "app/scenes/unfinished_question.hpp"
#include "app/table/table_base.hpp"

#include <doctest/doctest.h>

#include <csignal>
#include <filesystem>
#include <fstream>
#include <map>
#include <string>

#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

namespace app_data_folder_test {

using namespace parlor::app;
using namespace parlor::app::testing;
namespace fs = std::filesystem;

namespace {

std::string read_text(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    return std::string((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
}

// Every entry of the folder, by its path inside it: a file's bytes, "<folder>" for a folder.
std::map<std::string, std::string> contents(const std::string& dir) {
    std::map<std::string, std::string> all;
    for (const auto& entry : fs::recursive_directory_iterator(dir)) {
        const std::string name = fs::relative(entry.path(), dir).string();
        all[name] = entry.is_directory() ? std::string("<folder>") : read_text(entry.path());
    }
    return all;
}

const TitleScene& title_of(AppFixture& f) {
    const auto* title = f.top_as<TitleScene>();
    REQUIRE(title != nullptr);
    return *title;
}

// A Cruno game begun and played to the player's turn: its unfinished game is on disk.
void leave_cruno_unfinished(AppFixture& f) {
    f.start_new("cruno", "greedy", 11);
    REQUIRE(f.run_until([&] {
        auto* table = f.top_as<cruno_table::TableScene>();
        return table != nullptr && table->player_to_act();
    }));
}

void quit_to_title(AppFixture& f) {
    auto* table = f.top_as<table::TableBase>();
    REQUIRE(table != nullptr);
    f.click(table->box(table::Target::button(table::button::quit)));
    f.app->step();
    REQUIRE(f.top() == "title");
}

// A tally of one game won, as version 1 writes it.
const char* one_win = R"({"played": 1, "won": 1, "lost": 0, "tied": 0, "streak": 1,
    "best_streak": 1, "score_sum": 12, "with_undo": 0, "abandoned": 0, "counts": {},
    "recent": [{"result": "w", "score": 12}], "best": 12})";

// A statistics file of version 2, with something version 1 does not know.
std::string newer_statistics() {
    return std::string(R"({"parlor_statistics": 2, "games": {"cruno": {"expert@3": )") + one_win +
           R"(}}, "seasons": [{"from": "2027-01-01"}]})" + "\n";
}

} // namespace

TEST_CASE("the data folder's lock: a second holder finds it taken, a killed one leaves it free") {
    TempDir dir;
    {
        const DataFolderLock first(dir.path());
        CHECK_FALSE(first.busy());
        const DataFolderLock second(dir.path()); // another window, as far as flock can tell
        CHECK(second.busy());
    }
    CHECK_FALSE(DataFolderLock(dir.path()).busy()); // the first let go as it closed

    // A window in another process, killed with kill -9 while it holds the folder.
    const std::string lock_file = dir.file(DataFolderLock::file_name);
    int ready[2];
    REQUIRE(::pipe(ready) == 0);
    const pid_t holder = ::fork();
    REQUIRE(holder >= 0);
    if (holder == 0) {
        // Only system calls in the child of a process that may have threads.
        const int fd = ::open(lock_file.c_str(), O_RDWR | O_CREAT, 0644);
        const char taken = fd >= 0 && ::flock(fd, LOCK_EX | LOCK_NB) == 0 ? 'y' : 'n';
        (void)!::write(ready[1], &taken, 1);
        for (;;) {
            ::pause();
        }
    }
    ::close(ready[1]);
    char taken = 0;
    REQUIRE(::read(ready[0], &taken, 1) == 1);
    ::close(ready[0]);
    REQUIRE(taken == 'y');
    CHECK(DataFolderLock(dir.path()).busy());
    ::kill(holder, SIGKILL);
    int status = 0;
    REQUIRE(::waitpid(holder, &status, 0) == holder);
    CHECK(WIFSIGNALED(status));
    CHECK_FALSE(DataFolderLock(dir.path()).busy()); // no lock left stuck
}

TEST_CASE("a second window on a data folder another holds is read-only and writes nothing") {
    AppFixture f;
    f.app->settings().animations = false;
    CHECK_FALSE(f.app->read_only());
    win_a_cruno_game(f); // statistics.json, a record
    leave_cruno_unfinished(f);
    f.app->settings().player_name = "First";
    f.app->save_settings();
    f.app.reset(); // the first window closes; another process holds the folder from now on
    REQUIRE(fs::exists(f.dir.file("statistics.json")));
    REQUIRE(fs::exists(f.dir.file("unfinished/cruno.json")));
    const auto before = contents(f.dir.path());
    const DataFolderLock other_window(f.dir.path());
    REQUIRE_FALSE(other_window.busy());

    f.open();
    REQUIRE(f.app->read_only());
    CHECK(title_of(f).message() == App::read_only_notice);
    CHECK_FALSE(title_of(f).message_is_error());
    CHECK(f.app->settings().player_name == "First"); // the folder is read

    // Continue lists the game and opens it; played on and left, it is not kept, and says why.
    const auto listed = f.app->unfinished().list();
    REQUIRE(listed.size() == 1);
    CHECK(listed.front().game_id == "cruno");
    OpenedGame opened = open_unfinished(*f.app, listed.front());
    REQUIRE(opened.scene);
    f.app->reset_to(std::move(opened.scene));
    f.app->step();
    auto* table = f.top_as<cruno_table::TableScene>();
    REQUIRE(table != nullptr);
    REQUIRE(f.run_until([&] { return table->player_to_act(); }));
    table->play_for_tests(cruno_table::TableScene::Rules::legal_actions(table->state()).front());
    f.app->step();
    quit_to_title(f);
    CHECK(title_of(f).message() ==
          "Your game was not kept: another Parlor window is using this data folder.");

    // A game finished here is not counted; settings, a discard and a reset write nothing.
    win_a_cruno_game(f);
    CHECK(f.app->notice().text ==
          "This game was not counted: another Parlor window is using this data folder.");
    f.app->settings().player_name = "Second";
    f.app->save_settings();
    discard_unfinished(*f.app, "cruno");
    CHECK(f.app->save_statistics(Statistics{}) ==
          std::string("another Parlor window is using this data folder"));
    CHECK(f.app->load_statistics().games.at("cruno").at("expert@3").played == 1);
    f.app.reset();

    CHECK(contents(f.dir.path()) == before); // byte for byte
}

TEST_CASE("statistics from a newer Parlor are shown read-only and never written over") {
    TempDir dir;
    const std::string path = dir.file("statistics.json");
    dir.write("statistics.json", newer_statistics());
    std::string notice;
    const Statistics shown = load_statistics(path, &notice);
    CHECK(notice ==
          "Statistics were written by a newer Parlor; they are shown read-only and not updated.");
    CHECK(shown.games.at("cruno").at("expert@3").played == 1);
    CHECK_FALSE(fs::exists(path + ".damaged")); // not set aside
    const auto refused = save_statistics(path, shown);
    REQUIRE(refused);
    CHECK(*refused == path + " was written by a newer Parlor; it is left as it is and not updated");
    CHECK(read_text(path) == newer_statistics());
    // Nothing kept in memory in its place: the file is read again.
    CHECK(load_statistics(path).games.at("cruno").at("expert@3").played == 1);

    // One this version cannot read is left as it is too.
    dir.write("statistics.json", R"({"parlor_statistics": 3, "games": []})");
    CHECK(load_statistics(path, &notice).games.empty());
    CHECK(notice.find("newer Parlor") != std::string::npos);
    CHECK(read_text(path) == R"({"parlor_statistics": 3, "games": []})");
}

TEST_CASE("a game finished over a newer Parlor's statistics says it was not counted") {
    AppFixture f;
    f.app->settings().animations = false;
    f.dir.write("statistics.json", newer_statistics());
    win_a_cruno_game(f);
    CHECK(f.app->notice().is_error);
    CHECK(f.app->notice().text == "The statistics were not saved: " + f.app->statistics_path() +
                                      " was written by a newer Parlor; it is left as it is and "
                                      "not updated");
    CHECK(read_text(f.app->statistics_path()) == newer_statistics());
}

TEST_CASE("the Statistics screen's notice is wrapped within the window at every size") {
    for (const auto& dimensions :
         {std::pair{800, 480}, std::pair{1280, 720}, std::pair{1920, 1080}}) {
        const auto w = std::get<0>(dimensions);
        const auto h = std::get<1>(dimensions);
        CAPTURE(w);
        AppFixture f(w, h);
        f.dir.write("statistics.json", newer_statistics());
        f.app->push(std::make_unique<StatisticsScene>(*f.app, "cruno"));
        f.app->step();
        auto* scene = f.top_as<StatisticsScene>();
        REQUIRE(scene != nullptr);
        CHECK(scene->notice().find("newer Parlor") != std::string::npos);
        CHECK(scene->statistics().games.at("cruno").at("expert@3").played == 1);
        Gfx& g = f.app->gfx();
        const auto lines = scene->notice_lines(g);
        REQUIRE_FALSE(lines.empty());
        const TextStyle style{g.u(theme::small_size), true, theme::error, Align::Center};
        std::string joined;
        for (const std::string& line : lines) {
            CHECK(g.measure(line, style).w <= static_cast<float>(w) * 0.9f);
            joined += (joined.empty() ? "" : " ") + line;
        }
        CHECK(joined == scene->notice()); // all of it, none clipped
        const StatisticsLayout l = scene->layout();
        CHECK(l.notice_y + l.notice_line * static_cast<float>(lines.size()) <= l.buttons[0].y);
        // A damaged file's longer story, with its path, is wrapped the same way.
        const std::string long_path = f.dir.path() + std::string(60, 'd') + "/statistics.json";
        fs::create_directories(fs::path(long_path).parent_path());
        std::ofstream(long_path) << "{";
        std::string damaged;
        load_statistics(long_path, &damaged);
        for (const std::string& line : g.wrap(damaged, static_cast<float>(w) * 0.9f, style)) {
            CHECK(g.measure(line, style).w <= static_cast<float>(w) * 0.9f);
        }
    }
}

TEST_CASE("an unfinished game that is a folder or a FIFO is said on the title") {
    AppFixture f;
    fs::create_directories(f.dir.file("unfinished/cruno.json"));
    REQUIRE(::mkfifo(f.dir.file("unfinished/casino.txt").c_str(), 0600) == 0);
    f.open();
    CHECK(title_of(f).message_is_error());
    CHECK(title_of(f).message() ==
          f.dir.file("unfinished/casino.txt") +
              ": is not a plain file (a pipe, a device or a socket); Continue leaves it out");
    CHECK(unfinished_left_out(f.dir.path()) ==
          std::vector<std::string>{
              f.dir.file("unfinished/casino.txt") +
                  ": is not a plain file (a pipe, a device or a socket); Continue leaves it out",
              f.dir.file("unfinished/cruno.json") +
                  ": is a folder, not a saved game; Continue leaves it out"});
    CHECK(f.app->unfinished().list().empty());
}

} // namespace app_data_folder_test
