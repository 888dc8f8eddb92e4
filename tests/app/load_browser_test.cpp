// Load game's file browser (issue 43): the folder shown, its sub-folders and the games' files,
// each recognised by its game's reader before anything is opened; a preview of the one chosen
// (game, round, scores, or the FILE:LINE error); keys and mouse both; the typed path; the data
// folder one key away. Names are bytes: shown escaped, never a control character.

#include "app_fixture.hpp"

#include "app/scenes/folder_listing.hpp"
#include "app/scenes/load_dialog.hpp"
#include "app/scenes/title_scene.hpp"
#include "parlor/cards/rng.hpp"
#include "parlor/games/fivecrowns/ai.hpp"
#include "parlor/games/fivecrowns/match.hpp"
#include "parlor/games/fivecrowns/rules.hpp"
#include "parlor/games/fivecrowns/save.hpp"

#include <doctest/doctest.h>

#include <sys/stat.h>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <string>

namespace load_browser_test {

using namespace parlor::app;
using namespace parlor::app::testing;
namespace fc = parlor::fivecrowns;
namespace fs = std::filesystem;

namespace {

fc::GameState game_before_a_turn(std::uint64_t seed) {
    parlor::cards::Rng rng(seed);
    fc::GameState s = fc::new_game(rng);
    fc::apply(s, fc::CallToss{true}, rng);
    return s;
}

// One game of Five Crowns as `simulate --log` writes it.
std::string fivecrowns_record(std::uint64_t seed) {
    std::string text;
    auto first = fc::make_strategy("greedy", parlor::cards::derive_seed(seed, 1));
    auto second = fc::make_strategy("random", parlor::cards::derive_seed(seed, 2));
    fc::MatchOptions options;
    options.record_line = [&](const std::string& line) { text += line + "\n"; };
    fc::play_game(*first, *second, seed, options);
    return text;
}

const std::string broken_save = "Round: 1\n\nComputer:\n   Score: 0\n   Hand: XS KH 1D\n";

const FolderEntry* entry_named(const FolderListing& l, const std::string& name) {
    const auto it = std::find_if(l.entries.begin(), l.entries.end(),
                                 [&](const FolderEntry& e) { return e.name == name; });
    return it == l.entries.end() ? nullptr : &*it;
}

int row_named(const LoadDialog& d, const std::string& name) {
    const auto& entries = d.listing().entries;
    for (std::size_t i = 0; i < entries.size(); ++i) {
        if (entries[i].name == name) {
            return static_cast<int>(i);
        }
    }
    return -1;
}

// A folder with one of each: a sub-folder, a save, a broken save, a record, files of no game.
void fill(const TempDir& dir) {
    fs::create_directory(dir.file("older games"));
    REQUIRE_FALSE(fc::save_to_file(dir.file("evening.txt"), game_before_a_turn(5)));
    REQUIRE_FALSE(fc::save_to_file(dir.file("older games/june.txt"), game_before_a_turn(6)));
    dir.write("broken.txt", broken_save);
    dir.write("game.jsonl", fivecrowns_record(3));
    dir.write("notes.md", "# not a game\n");
    dir.write(".hidden.txt", "Round: 1\n");
    dir.write("caf\xe9\x1b[31m.txt", broken_save); // a Latin-1 name with an escape sequence
}

} // namespace

TEST_CASE("a folder lists the folder above, its sub-folders and the games' files, each "
          "recognised by its reader") {
    TempDir dir;
    fill(dir);
    REQUIRE(mkfifo(dir.file("pipe.txt").c_str(), 0600) == 0); // never waited on
    const FolderListing l = list_folder(dir.path());
    CHECK(l.folder == dir.path());
    CHECK(l.error.empty());
    REQUIRE_FALSE(l.entries.empty());
    CHECK(l.entries[0].kind == FolderEntry::Kind::Parent);
    CHECK(l.entries[0].path == parent_folder(dir.path()));
    CHECK(l.entries[1].kind == FolderEntry::Kind::Folder);
    CHECK(l.entries[1].name == "older games");

    const FolderEntry* save = entry_named(l, "evening.txt");
    REQUIRE(save != nullptr);
    CHECK(save->kind == FolderEntry::Kind::Save);
    CHECK(save->game == "Five Crowns");
    CHECK(save->summary == fc::summary(game_before_a_turn(5)));

    const FolderEntry* bad = entry_named(l, "broken.txt");
    REQUIRE(bad != nullptr);
    CHECK(bad->kind == FolderEntry::Kind::Unloadable);
    CHECK(bad->game == "Five Crowns"); // guessed from its fields
    CHECK(bad->error.find("broken.txt:5:") != std::string::npos);

    const FolderEntry* record = entry_named(l, "game.jsonl");
    REQUIRE(record != nullptr);
    CHECK(record->kind == FolderEntry::Kind::Record);
    CHECK(record->game == "Five Crowns");

    // No game's file, a hidden one and a pipe are left out; the odd name is escaped.
    CHECK(entry_named(l, "notes.md") == nullptr);
    CHECK(entry_named(l, ".hidden.txt") == nullptr);
    CHECK(entry_named(l, "pipe.txt") == nullptr);
    const FolderEntry* odd = entry_named(l, "caf\\xe9\\x1b[31m.txt");
    REQUIRE(odd != nullptr);
    CHECK(odd->path == dir.file("caf\xe9\x1b[31m.txt")); // the bytes kept to open it
    for (const FolderEntry& e : l.entries) {
        CHECK(std::none_of(e.name.begin(), e.name.end(),
                           [](char c) { return static_cast<unsigned char>(c) < 0x20; }));
    }
    // Files after the folders, newest first.
    const auto first_file = std::find_if(l.entries.begin(), l.entries.end(),
                                         [](const FolderEntry& e) { return e.is_file(); });
    CHECK(
        std::all_of(first_file, l.entries.end(), [](const FolderEntry& e) { return e.is_file(); }));
    CHECK(
        std::is_sorted(first_file, l.entries.end(), [](const FolderEntry& a, const FolderEntry& b) {
            return a.modified > b.modified;
        }));

    CHECK(parent_folder("/") == "");
    CHECK(parent_folder("/a/b/") == "/a/");
    CHECK(list_folder(dir.file("no such folder")).error.find("cannot be read") !=
          std::string::npos);
}

TEST_CASE("a file far past the save limit is refused by its size, never read") {
    TempDir dir;
    {
        std::ofstream big(dir.file("huge.txt"), std::ios::binary);
        big.seekp(static_cast<std::streamoff>(parlor::cards::save_file_limit) + 10);
        big << 'x';
    }
    std::ofstream(dir.file("huge.bin"), std::ios::binary) << std::string(2 << 20, 'a');
    const FolderListing l = list_folder(dir.path());
    const FolderEntry* huge = entry_named(l, "huge.txt");
    REQUIRE(huge != nullptr);
    CHECK(huge->kind == FolderEntry::Kind::Unloadable);
    CHECK(huge->error.find("too large") != std::string::npos);
    CHECK(entry_named(l, "huge.bin") == nullptr);
}

TEST_CASE("the browser goes into folders and back by keys, previews each file, and D returns to "
          "the data folder") {
    AppFixture f;
    TempDir elsewhere;
    fill(elsewhere);
    REQUIRE_FALSE(fc::save_to_file(f.dir.file("mine.txt"), game_before_a_turn(2)));
    f.app->push(std::make_unique<LoadDialog>(*f.app));
    f.app->step();
    auto* load = f.top_as<LoadDialog>();
    CHECK(load->folder() == f.dir.path());
    REQUIRE(load->file_count() == 1);
    REQUIRE(load->chosen() != nullptr);
    CHECK(load->chosen()->path == f.dir.file("mine.txt")); // the newest file chosen at once

    // A folder typed in the path field is browsed, not opened.
    f.key(SDLK_TAB);
    f.type(elsewhere.path());
    f.key(SDLK_RETURN);
    REQUIRE(f.top() == "load");
    CHECK(load->folder() == elsewhere.path());
    CHECK(load->file_count() == 4);

    // The broken file's preview has its reader's line.
    load->on_action(UiAction::Home);
    for (int i = 0; i < row_named(*load, "broken.txt"); ++i) {
        f.key(SDLK_DOWN);
    }
    REQUIRE(load->chosen()->name == "broken.txt");
    auto preview = load->preview();
    REQUIRE(preview.size() >= 3);
    CHECK(preview[0].text == "This file does not open");
    CHECK(std::any_of(preview.begin(), preview.end(), [](const PreviewLine& p) {
        return p.look == PreviewLine::Look::Error &&
               p.text.find("broken.txt:5:") != std::string::npos;
    }));

    // The save's preview: the game, then its summary a part a line, in the player's words.
    load->on_action(UiAction::Home);
    for (int i = 0; i < row_named(*load, "evening.txt"); ++i) {
        f.key(SDLK_DOWN);
    }
    preview = load->preview();
    CHECK(preview[0].text == "Five Crowns");
    CHECK(preview[0].look == PreviewLine::Look::Heading);
    CHECK(std::any_of(preview.begin(), preview.end(),
                      [](const PreviewLine& p) { return p.text.rfind("round 1", 0) == 0; }));
    CHECK(std::none_of(preview.begin(), preview.end(), [](const PreviewLine& p) {
        return p.text.find("Human") != std::string::npos;
    }));

    // Into the sub-folder with Enter, back up with Backspace (the folder left is chosen again).
    f.key(SDLK_HOME);
    f.key(SDLK_DOWN);
    REQUIRE(load->chosen()->kind == FolderEntry::Kind::Folder);
    f.key(SDLK_RETURN);
    CHECK(load->folder() == elsewhere.file("older games/"));
    REQUIRE(load->file_count() == 1);
    CHECK(load->paths()[0] == elsewhere.file("older games/june.txt"));
    f.key(SDLK_BACKSPACE);
    CHECK(load->folder() == elsewhere.path());
    CHECK(load->chosen()->name == "older games");
    // ".." is the first row: Enter on it goes up too.
    f.key(SDLK_HOME);
    f.key(SDLK_RETURN);
    CHECK(load->folder() == parent_folder(elsewhere.path()));

    // D: the data folder again.
    f.key(SDLK_d);
    CHECK(load->folder() == f.dir.path());
    CHECK(load->chosen()->path == f.dir.file("mine.txt"));
}

TEST_CASE("the browser by mouse: a double click opens a folder, then a file") {
    AppFixture f;
    fs::create_directory(f.dir.file("kept"));
    REQUIRE_FALSE(fc::save_to_file(f.dir.file("kept/later.txt"), game_before_a_turn(4)));
    f.app->push(std::make_unique<LoadDialog>(*f.app));
    f.app->step();
    auto* load = f.top_as<LoadDialog>();
    const int row = row_named(*load, "kept");
    REQUIRE(row >= 0);
    const LoadLayout l = load->layout();
    const float y =
        l.list.box.y + (float(row - load->list().first_shown(l.list)) + 0.5f) * l.list.row_height;
    f.click(l.list.box.cx(), y, 2);
    REQUIRE(f.top() == "load");
    CHECK(load->folder() == f.dir.file("kept/"));
    // Data folder, the first button, then back into the folder and the save opened by a
    // double click on its row.
    f.click(l.buttons[0]);
    CHECK(load->folder() == f.dir.path());
    f.click(l.list.box.cx(), y, 2);
    const int save_row = row_named(*load, "later.txt");
    REQUIRE(save_row >= 0);
    f.click(l.list.box.cx(),
            l.list.box.y +
                (float(save_row - load->list().first_shown(l.list)) + 0.5f) * l.list.row_height,
            2);
    CHECK(f.top() == "table");
}

TEST_CASE("a record in the browser opens to be watched; a broken file leaves its line on the "
          "title") {
    AppFixture f;
    f.dir.write("game.jsonl", fivecrowns_record(9));
    f.app->push(std::make_unique<LoadDialog>(*f.app));
    f.app->step();
    auto* load = f.top_as<LoadDialog>();
    REQUIRE(load->file_count() == 1);
    CHECK(load->chosen()->kind == FolderEntry::Kind::Record);
    CHECK(load->file_row(0).detail == "A game record of Five Crowns, to watch");
    f.key(SDLK_RETURN);
    CHECK(f.top() == "table");

    AppFixture g;
    g.dir.write("caf\xe9.txt", broken_save);
    g.app->push(std::make_unique<LoadDialog>(*g.app));
    g.app->step();
    auto* second = g.top_as<LoadDialog>();
    REQUIRE(second->file_count() == 1);
    CHECK(second->file_row(0).title.rfind("caf\\xe9", 0) == 0);
    g.key(SDLK_RETURN);
    REQUIRE(g.top() == "title");
    CHECK(g.top_as<TitleScene>()->message().find(":5:") != std::string::npos);
}

} // namespace load_browser_test
