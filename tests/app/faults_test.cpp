// Issue 41, in the window: the faults a player's machine can throw at Parlor, each reproduced,
// and what the player is told. A full disk is a 64 KiB tmpfs mounted on the data folder and
// filled, where the machine lets the tests mount one (as root); elsewhere the atomic writes' seam
// (cards::fail_atomic_writes_for_tests) fails every write with ENOSPC, as that disk would.

#include "app_fixture.hpp"
#include "cruno_won_game.hpp"

#include "app/core/file_argument.hpp"
#include "app/core/settings.hpp"
#include "app/core/statistics.hpp"
#include "app/core/window_size.hpp"
#include "app/cruno/table.hpp"
#include "app/scenes/new_game_scene.hpp"
#include "app/scenes/title_scene.hpp"
#include "app/scenes/unfinished_question.hpp"
#include "parlor/cards/atomic_file.hpp"

#include <doctest/doctest.h>

#include <cerrno>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include <fcntl.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

namespace app_faults_test {

using namespace parlor::app;
using namespace parlor::app::testing;

namespace {

// The disk under `dir` full until make_room().
class FullDisk {
  public:
    explicit FullDisk(const std::string& dir) : dir_(dir) {
        mounted_ = ::mount("tmpfs", dir_.c_str(), "tmpfs", 0, "size=64k") == 0;
        fill();
    }
    // Full again after make_room().
    void fill() {
        if (!mounted_) {
            parlor::cards::fail_atomic_writes_for_tests(ENOSPC);
            return;
        }
        const int fd = ::open(filler().c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
        const std::vector<char> block(4096, 'x');
        while (fd >= 0 && ::write(fd, block.data(), block.size()) > 0) {
        }
        if (fd >= 0) {
            ::close(fd);
        }
    }
    ~FullDisk() {
        parlor::cards::fail_atomic_writes_for_tests(0);
        if (mounted_) {
            ::umount2(dir_.c_str(), MNT_DETACH);
        }
    }
    FullDisk(const FullDisk&) = delete;
    FullDisk& operator=(const FullDisk&) = delete;
    void make_room() {
        parlor::cards::fail_atomic_writes_for_tests(0);
        std::filesystem::remove(filler());
    }
    bool mounted() const { return mounted_; }

  private:
    std::string filler() const { return dir_ + "filler"; }
    std::string dir_;
    bool mounted_ = false;
};

std::string read_text(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    return std::string((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
}

int played_on_disk(const std::string& path) {
    const std::string text = read_text(path);
    const auto s = statistics_from_json(text, nullptr);
    return s ? s->games.at("cruno").at("expert@3").played : -1;
}

// The id of a process that has ended: a child that exits at once, waited for.
pid_t ended_process() {
    const pid_t child = ::fork();
    if (child == 0) {
        ::_exit(0);
    }
    ::waitpid(child, nullptr, 0);
    return child;
}

namespace cnt = parlor::app::cruno_table;
namespace cn = parlor::cruno;

// A Cruno game one card from its end at the expert's level, opened on the table (and kept on
// disk while there is room).
void near_the_end(AppFixture& f, std::uint64_t seed) {
    cnt::Start start;
    start.state = cn::test::table({"7H", "2H 3H", "5D 6D"}, "7C", "AH AD AS");
    start.difficulty = "expert";
    start.seed = seed;
    f.app->reset_to(std::make_unique<cnt::TableScene>(*f.app, start));
    f.app->step();
}

void play_the_last_card(AppFixture& f) {
    f.key(SDLK_1);
    REQUIRE(f.run_until([&] { return f.top() == "game_results"; }, 400));
}

// A Cruno table one card from the game's end (seed 1), its unfinished game kept while the disk
// under the data folder had room: fill() it, and the last card's result waits in memory.
struct NearTheEndOnFullDisk {
    NearTheEndOnFullDisk() {
        table.app->settings().animations = false;
        disk.make_room();
        near_the_end(table, 1);
    }
    AppFixture table; // (doctest names a fixture's test f)
    FullDisk disk{table.dir.path()};
};

const Tally* expert_cruno(const Statistics& statistics) {
    const auto game = statistics.games.find("cruno");
    if (game == statistics.games.end()) {
        return nullptr;
    }
    const auto level = game->second.find("expert@3");
    return level == game->second.end() ? nullptr : &level->second;
}

} // namespace

TEST_CASE("a finished game's statistics on a full disk: said, kept in memory, written next time") {
    AppFixture f;
    f.app->settings().animations = false;
    FullDisk disk(f.dir.path());
    const std::string how = disk.mounted() ? "a 64 KiB tmpfs, filled" : "the injected ENOSPC";
    MESSAGE(how);
    win_a_cruno_game(f);
    const std::string path = f.app->statistics_path();
    CHECK(f.app->notice().is_error);
    CHECK(f.app->notice().text.find("The statistics were not saved") != std::string::npos);
    CHECK(f.app->notice().text.find("No space left on device") != std::string::npos);
    CHECK(f.app->notice().text.find("kept while Parlor runs") != std::string::npos);
    CHECK_FALSE(std::filesystem::exists(path));
    // The game is not lost: the Statistics screen and the next write see it.
    CHECK(load_statistics(path).games.at("cruno").at("expert@3").played == 1);
    disk.make_room();
    win_a_cruno_game(f);
    CHECK(played_on_disk(path) == 2);
    // Written, the file is read again (nothing kept in memory any more).
    std::filesystem::remove(path);
    CHECK(load_statistics(path).games.empty());
}

TEST_CASE_FIXTURE(NearTheEndOnFullDisk,
                  "a game finished on a full disk keeps its unfinished game until its result is "
                  "written") {
    AppFixture& f = table;
    const UnfinishedGames unfinished = f.app->unfinished();
    REQUIRE(unfinished.has("cruno"));
    const std::string kept_text = read_text(unfinished.origin_file("cruno"));
    disk.fill();
    play_the_last_card(f);
    CHECK(f.app->notice().text.find("The statistics were not saved") != std::string::npos);
    // The result waits in memory; its game is still on disk, whole, for a later run to count.
    CHECK(unfinished.has("cruno"));
    CHECK(read_text(unfinished.origin_file("cruno")) == kept_text);
    CHECK(load_statistics(f.app->statistics_path()).games.at("cruno").at("expert@3").played == 1);

    // The same game (its seed, the unfinished game on disk) finished again in this run, as
    // Continue would bring it back: not counted twice.
    near_the_end(f, 1);
    play_the_last_card(f);
    CHECK(load_statistics(f.app->statistics_path()).games.at("cruno").at("expert@3").played == 1);
    CHECK(read_text(unfinished.origin_file("cruno")) == kept_text);

    // With room again, the next result writes both, and the finished game's file goes.
    disk.make_room();
    near_the_end(f, 2);
    play_the_last_card(f);
    CHECK(played_on_disk(f.app->statistics_path()) == 2);
    CHECK_FALSE(unfinished.has("cruno"));
}

TEST_CASE_FIXTURE(NearTheEndOnFullDisk,
                  "a finished game whose result waits is not a game in progress, nor ever "
                  "abandoned") {
    AppFixture& f = table;
    disk.fill();
    play_the_last_card(f);
    REQUIRE(f.app->unfinished().has("cruno"));
    // A new Cruno game: no "game in progress" question, the new game goes on at once.
    bool went_on = false;
    ask_before_replacing(
        *f.app, "cruno", "start anew", [&] { went_on = true; }, [](std::unique_ptr<Scene>) {});
    CHECK(went_on);
    CHECK(f.top() == "game_results");
    // Discarded all the same (as a Discard it would): played once, never left unfinished.
    discard_unfinished(*f.app, "cruno");
    // The statistics held while their tally is read (a Tally* into a temporary would dangle).
    const Statistics waiting_statistics = load_statistics(f.app->statistics_path());
    const Tally* waiting = expert_cruno(waiting_statistics);
    REQUIRE(waiting != nullptr);
    CHECK(waiting->played == 1);
    CHECK(waiting->abandoned == 0);
    // Written with the next result: still played, not abandoned.
    disk.make_room();
    near_the_end(f, 2);
    play_the_last_card(f);
    const Statistics written_statistics = load_statistics(f.app->statistics_path());
    const Tally* written = expert_cruno(written_statistics);
    REQUIRE(written != nullptr);
    CHECK(written->played == 2);
    CHECK(written->abandoned == 0);
    CHECK_FALSE(f.app->unfinished().has("cruno"));
}

TEST_CASE("settings and statistics that are a FIFO or a device: refused at once, and said") {
    AppFixture f;
    const std::string settings = f.dir.file("settings.json");
    REQUIRE(::mkfifo(settings.c_str(), 0600) == 0); // nobody writes it: an open would wait
    f.open();                                       // the window opens all the same
    const auto* title = f.top_as<TitleScene>();     // the title shows the notice
    REQUIRE(title != nullptr);
    CHECK(title->message_is_error());
    CHECK(title->message() == "The settings were not read: " + settings +
                                  ": is not a plain file (a pipe, a device or a socket); only "
                                  "files are read");
    const std::string statistics = f.app->statistics_path();
    std::filesystem::create_symlink("/dev/zero", statistics); // never ends
    std::string notice;
    CHECK(load_statistics(statistics, &notice).games.empty());
    CHECK(notice.find("The statistics file was damaged (" + statistics + ": is not a plain file") !=
          std::string::npos);
    CHECK(std::filesystem::is_symlink(statistics + ".damaged")); // set aside, not replaced
}

TEST_CASE("a second damaged statistics file never replaces the first one set aside") {
    TempDir dir;
    const std::string path = dir.file("statistics.json");
    for (const std::string text : {"first {", "second {", "third {"}) {
        dir.write("statistics.json", text);
        std::string notice;
        CHECK(load_statistics(path, &notice).games.empty());
        CHECK(notice.find("set aside") != std::string::npos);
    }
    auto read = [](const std::string& file) {
        std::ifstream in(file, std::ios::binary);
        return std::string((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    };
    CHECK(read(path + ".damaged") == "first {");
    CHECK(read(path + ".damaged.2") == "second {");
    CHECK(read(path + ".damaged.3") == "third {");
}

TEST_CASE("--size is capped: a window past 8192 on a side is refused") {
    CHECK(parse_window_size("1280x720") == std::pair{1280, 720});
    CHECK(parse_window_size("8192x8192") == std::pair{8192, 8192});
    CHECK_FALSE(parse_window_size("16384x16384"));
    CHECK_FALSE(parse_window_size("8193x600"));
    CHECK_FALSE(parse_window_size("800x99999"));
}

TEST_CASE("the first window fits the display's usable area, with its borders") {
    // A 1920x1080 screen with a 30-pixel panel at the top, and a title bar of 37.
    const ScreenRect usable{0, 30, 1920, 1050};
    const WindowBorders frame{37, 1, 1, 1};
    // 1920x1080 asked: shrunk to the room under the title bar, its top row on the screen.
    const auto big = fit_window(1920, 1080, usable, frame, 800, 480);
    REQUIRE(big);
    CHECK(*big == ScreenRect{1, 30 + 37, 1918, 1050 - 37 - 1});
    CHECK(big->y - frame.top >= usable.y);                        // the title bar shows
    CHECK(big->y + big->h + frame.bottom <= usable.y + usable.h); // so does the bottom edge
    // A window that fits keeps its size, centred in the room.
    const auto small = fit_window(1280, 720, usable, frame, 800, 480);
    REQUIRE(small);
    CHECK(small->w == 1280);
    CHECK(small->h == 720);
    CHECK(small->x == 1 + (1918 - 1280) / 2);
    // Borders unknown: only the usable area counts.
    CHECK(*fit_window(1920, 1080, usable, WindowBorders{}, 800, 480) ==
          ScreenRect{0, 30, 1920, 1050});
    // Never below the least size the window takes; an unknown screen leaves the window be.
    const auto tiny = fit_window(1280, 720, ScreenRect{0, 0, 640, 400}, frame, 800, 480);
    REQUIRE(tiny);
    CHECK(tiny->w == 800);
    CHECK(tiny->h == 480);
    CHECK_FALSE(fit_window(1920, 1080, ScreenRect{}, frame, 800, 480));
}

TEST_CASE("a settings file's player_name of 100,000 characters is held to a name where it is read "
          "and where it is set") {
    // It was taken whole and written into every save.
    AppFixture f;
    f.dir.write("settings.json",
                R"({"player_name": ")" + std::string(100'000, 'x') + R"(\u001b]0;t\u0007"})");
    f.open();
    CHECK(f.app->settings().player_name == std::string(24, 'x'));
    CHECK(load_settings(f.dir.file("settings.json")).player_name == std::string(24, 'x'));
    CHECK(settings_from_json(R"({"player_name": "\u001b[2J"})").player_name == "[2J");
    CHECK(settings_from_json(R"({"player_name": "  "})").player_name == "You");
    // Set: the name the New game screen suggests and the player keeps is held to a name too.
    f.app->settings().player_name = std::string(100'000, 'y');
    f.key(SDLK_RETURN); // New game
    f.key(SDLK_RETURN); // Five Crowns
    f.key(SDLK_RETURN); // the suggested difficulty
    f.key(SDLK_RETURN); // two players
    REQUIRE(f.top_as<NewGameScene>()->step() == NewGameScene::Step::Name);
    f.key(SDLK_RETURN); // the suggested name, kept
    CHECK(f.top_as<NewGameScene>()->choice().player_name == std::string(24, 'y'));
}

TEST_CASE("settings that are JSON but not an object say what they must be") {
    // Issue 41 point 10: "[]" was "not valid JSON".
    std::string error;
    settings_from_json("[]", &error);
    CHECK(error == "the settings file is a list ([...]), not the object of settings it must be "
                   "({\"fullscreen\": ...}); using the defaults");
    settings_from_json("\"dark\"", &error);
    CHECK(error.find("the settings file is text, not the object of settings it must be") == 0);
    settings_from_json("{\"fullscreen\": ", &error);
    CHECK(error == "the settings file is not valid JSON; using the defaults");
}

TEST_CASE("settings of the wrong kind are said, naming the key; the defaults stand") {
    AppFixture f;
    f.dir.write("settings.json", R"({"animations": "loud", "player_name": 3, "volume": "loud", )"
                                 R"("animation_speed": "warp", "fullscreen": false})");
    f.open();
    const auto* title = f.top_as<TitleScene>();
    REQUIRE(title != nullptr);
    CHECK(title->message_is_error());
    CHECK(title->message() ==
          "Some settings were of the wrong kind; their defaults are used: \"animations\" "
          "(\"loud\", not true or false), \"animation_speed\" (\"warp\", not slow, normal or "
          "fast), \"player_name\" (3, not text).");
    CHECK(f.app->settings().animations);
    CHECK(f.app->settings().player_name == "You");
    // A key Parlor does not know ("volume") may be a newer version's: not said. Many wrong ones
    // are one notice, the first few named.
    std::string error;
    settings_from_json(R"({"games": {"a": 1, "b": 2, "c": 3, "d": 4, "e": 5}})", &error);
    CHECK(error == "Some settings were of the wrong kind; their defaults are used: \"games.a\" (1, "
                   "not an object), \"games.b\" (2, not an object), \"games.c\" (3, not an "
                   "object) and 2 more.");
    // Control characters in a key are shown escaped, and a long one cut short.
    settings_from_json("{\"games\": {\"\\u001b]0;x\\u0007\": {\"fast\": \"" +
                           std::string(100000, 'y') + "\"}}}",
                       &error);
    CHECK(error.find("\"games.\\x1b]0;x\\x07.fast\"") != std::string::npos);
    CHECK(error.size() < 200);
}

TEST_CASE("temporary files of a killed window are deleted at the start; nothing else is") {
    // Issue 41 point 10: a window killed while it wrote left NAME.tmp-PID for ever.
    AppFixture f;
    const std::string dead = std::to_string(ended_process());
    const std::string alive = std::to_string(::getpid());
    namespace fs = std::filesystem;
    fs::create_directories(f.dir.file("unfinished"));
    fs::create_directories(f.dir.file("records/cribbage"));
    const std::vector<std::string> abandoned = {"settings.json.tmp-" + dead,
                                                "unfinished/cribbage.json.tmp-" + dead,
                                                "records/cribbage/game.jsonl.tmp-" + dead};
    const std::vector<std::string> kept = {
        "settings.json.tmp-" + alive, // its writer runs: it may be writing it now
        "notes.tmp-" + dead + "x",    "notes.tmp-0" + dead, "notes.tmp-",
        "my.tmp-" + dead + ".txt",    "notes.txt"};
    for (const std::string& name : abandoned) {
        f.dir.write(name, "half a file");
    }
    for (const std::string& name : kept) {
        f.dir.write(name, "{}");
    }
    fs::create_directory(f.dir.file("folder.tmp-" + dead));
    fs::create_symlink(f.dir.file("notes.txt"), f.dir.file("link.tmp-" + dead));
    f.open();
    for (const std::string& name : abandoned) {
        CAPTURE(name);
        CHECK_FALSE(fs::exists(f.dir.file(name)));
    }
    for (const std::string& name : kept) {
        CAPTURE(name);
        CHECK(fs::exists(f.dir.file(name)));
    }
    CHECK(fs::is_directory(f.dir.file("folder.tmp-" + dead)));
    CHECK(fs::is_symlink(f.dir.file("link.tmp-" + dead)));
}

TEST_CASE("a file argument that is a loop of symbolic links says so, not \"does not exist\"") {
    TempDir dir;
    const std::string loop = dir.file("loop");
    std::filesystem::create_symlink(dir.file("other"), loop);
    std::filesystem::create_symlink(loop, dir.file("other"));
    CHECK(file_argument_problem(loop) ==
          loop + ": is a loop of symbolic links (Too many levels of symbolic links)");
    CHECK(file_argument_problem(dir.file("missing")) == dir.file("missing") + ": does not exist");
    CHECK(file_argument_problem(dir.path()) == dir.path() + ": is a folder, not a file");
    dir.write("save.txt", "Round: 1\n");
    CHECK(file_argument_problem(dir.file("save.txt")).empty());
}

} // namespace app_faults_test
