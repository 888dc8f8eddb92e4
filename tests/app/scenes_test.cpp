// The scenes around the table: title, new game, save, load, settings, rules, results.

#include "app_fixture.hpp"

#include "app/core/settings.hpp"
#include "app/core/theme.hpp"
#include "app/fivecrowns/results.hpp"
#include "app/scenes/info_overlays.hpp"
#include "app/scenes/load_dialog.hpp"
#include "app/scenes/new_game_scene.hpp"
#include "app/scenes/pause_overlay.hpp"
#include "app/scenes/save_dialog.hpp"
#include "app/scenes/settings_scene.hpp"
#include "app/scenes/title_scene.hpp"
#include "app/table/game_statistics.hpp"
#include "app/table/results_screen.hpp"
#include "app/table_entries.hpp"
#include "parlor/cards/atomic_file.hpp"
#include "parlor/cards/seat_words.hpp"
#include "parlor/games/casino/save.hpp"
#include "parlor/games/cribbage/save.hpp"
#include "parlor/games/fivecrowns/save.hpp"

#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <filesystem>
#include <set>

namespace scenes_test {

using namespace parlor::app;
using namespace parlor::app::testing;
namespace fc = parlor::fivecrowns;

namespace {

fc::GameState game_before_a_turn(std::uint64_t seed) {
    parlor::cards::Rng rng(seed);
    fc::GameState s = fc::new_game(rng);
    fc::apply(s, fc::CallToss{true}, rng);
    return s;
}

GameHooks hooks_for(const fc::GameState& state) {
    GameHooks h;
    h.game_id = "fivecrowns";
    h.default_save_name = "five-crowns-round-1";
    h.save = [state](const std::string& path) { return fc::save_to_file(path, state); };
    h.can_save = [] { return true; };
    return h;
}

} // namespace

TEST_CASE("keyboard: title -> new game -> difficulty -> name -> coin toss -> table") {
    AppFixture f;
    REQUIRE(f.top() == "title");
    f.key(SDLK_RETURN); // New game has the focus
    REQUIRE(f.top() == "new_game");
    auto* ng = f.top_as<NewGameScene>();
    CHECK(ng->step() == NewGameScene::Step::Game);
    f.key(SDLK_RETURN); // Five Crowns
    CHECK(ng->step() == NewGameScene::Step::Difficulty);
    f.key(SDLK_UP); // expert -> greedy
    f.key(SDLK_RETURN);
    CHECK(ng->choice().difficulty == "greedy");
    CHECK(ng->step() == NewGameScene::Step::Players);
    f.key(SDLK_RETURN); // two, the brief's game
    CHECK(ng->step() == NewGameScene::Step::Name);
    // Replace the suggested name.
    for (int i = 0; i < 10; ++i) {
        f.key(SDLK_BACKSPACE);
    }
    f.type("Ada");
    f.key(SDLK_d); // a letter typed in the field is text, not "draw"
    f.type("d");
    f.key(SDLK_RETURN);
    CHECK(ng->choice().player_name == "Adad");
    CHECK(ng->step() == NewGameScene::Step::Toss);
    f.key(SDLK_RIGHT); // Tails
    f.key(SDLK_RETURN);
    CHECK(ng->step() == NewGameScene::Step::Tossed);
    CHECK_FALSE(ng->choice().called_heads);
    f.key(SDLK_RETURN);
    CHECK(f.top() == "table");
    CHECK(f.app->settings().player_name == "Adad");
    CHECK(load_settings(f.app->settings_path()).difficulty("fivecrowns") == "greedy");
    CHECK(load_settings(f.app->settings_path()).difficulty("cribbage") == "expert");
}

TEST_CASE("mouse: clicking New game, then the choices, reaches the table") {
    AppFixture f;
    f.click(f.top_as<TitleScene>()->layout().buttons[TitleScene::NewGame]);
    REQUIRE(f.top() == "new_game");
    auto* ng = f.top_as<NewGameScene>();
    f.click(ng->layout().buttons[0]); // Five Crowns
    CHECK(ng->step() == NewGameScene::Step::Difficulty);
    f.click(ng->layout().buttons[2]); // Expert
    CHECK(ng->choice().difficulty == "expert");
    CHECK(ng->step() == NewGameScene::Step::Players);
    f.click(ng->layout().buttons[0]); // two players
    f.click(ng->layout().buttons[0]); // Continue with the suggested name
    CHECK(ng->step() == NewGameScene::Step::Toss);
    f.click(ng->layout().buttons[0]); // Heads
    CHECK(ng->step() == NewGameScene::Step::Tossed);
    f.click(ng->layout().buttons[0]); // Deal
    CHECK(f.top() == "table");
}

TEST_CASE("Esc steps back through the new-game screens to the title") {
    AppFixture f;
    f.key(SDLK_RETURN);
    f.key(SDLK_RETURN);
    f.key(SDLK_RETURN);
    f.key(SDLK_RETURN); // two players
    CHECK(f.top_as<NewGameScene>()->step() == NewGameScene::Step::Name);
    f.key(SDLK_ESCAPE);
    f.key(SDLK_ESCAPE);
    f.key(SDLK_ESCAPE);
    f.key(SDLK_ESCAPE);
    CHECK(f.top() == "title");
}

TEST_CASE("save from the pause menu, then load it from the title") {
    AppFixture f;
    const fc::GameState state = game_before_a_turn(7);
    f.app->push(std::make_unique<PauseOverlay>(*f.app, hooks_for(state)));
    f.app->step();
    f.key(SDLK_s); // Save and quit
    REQUIRE(f.top() == "save");
    auto* dialog = f.top_as<SaveDialog>();
    CHECK(dialog->target_path() == f.dir.file("five-crowns-round-1.txt"));
    f.type("my game"); // in place of the suggested name
    CHECK(dialog->target_path() == f.dir.file("my game.txt"));
    f.key(SDLK_RETURN);
    REQUIRE(f.top() == "title"); // save and quit
    CHECK(f.top_as<TitleScene>()->message().find("my game.txt") != std::string::npos);
    REQUIRE(std::filesystem::exists(f.dir.file("my game.txt")));

    f.key(SDLK_DOWN); // Continue is disabled (no autosave): focus skips to Load game
    f.key(SDLK_RETURN);
    REQUIRE(f.top() == "load");
    auto* load = f.top_as<LoadDialog>();
    REQUIRE(load->file_count() == 1);
    CHECK(load->file_row(0).detail == fc::summary(state, parlor::cards::player_words("You")));
    f.key(SDLK_RETURN);
    CHECK(f.top() == "table");
    CHECK(f.app->depth() == 2); // title below the table
}

TEST_CASE("the load dialog lists the newest file first and opens a typed path") {
    AppFixture f;
    const fc::GameState a = game_before_a_turn(1), b = game_before_a_turn(2);
    REQUIRE_FALSE(fc::save_to_file(f.dir.file("older.txt"), a));
    REQUIRE_FALSE(fc::save_to_file(f.dir.file("newer.txt"), b));
    std::filesystem::last_write_time(f.dir.file("older.txt"),
                                     std::filesystem::file_time_type::clock::now() -
                                         std::chrono::hours(2));
    TempDir elsewhere;
    REQUIRE_FALSE(fc::save_to_file(elsewhere.file("far away.txt"), a));

    f.app->push(std::make_unique<LoadDialog>(*f.app));
    f.app->step();
    auto* load = f.top_as<LoadDialog>();
    REQUIRE(load->file_count() == 2);
    CHECK(load->paths()[0] == f.dir.file("newer.txt"));
    f.key(SDLK_TAB); // to the path field
    f.type(elsewhere.file("far away.txt"));
    f.key(SDLK_RETURN);
    CHECK(f.top() == "table");
}

TEST_CASE("a malformed file shows its error on the title and changes nothing") {
    AppFixture f;
    const std::string bad = "Round: 1\n\nComputer:\n   Score: 0\n   Hand: XS KH 1D\n";
    f.dir.write("broken.txt", bad);
    f.app->push(std::make_unique<LoadDialog>(*f.app));
    f.app->step();
    auto* load = f.top_as<LoadDialog>();
    REQUIRE(load->file_count() == 1);
    CHECK(load->file_row(0).detail.find("broken.txt:5:") !=
          std::string::npos); // the list shows the error too
    f.key(SDLK_RETURN);
    REQUIRE(f.top() == "title");
    auto* title = f.top_as<TitleScene>();
    CHECK(title->message_is_error());
    CHECK(title->message().find("broken.txt:5:") != std::string::npos);
    std::string text;
    CHECK(parlor::cards::read_whole_file(f.dir.file("broken.txt"), text).value() == bad);

    // The same through --load.
    f.open(1280, 720, f.dir.file("broken.txt"));
    CHECK(f.top() == "title");
    CHECK(f.top_as<TitleScene>()->message().find("broken.txt:5:") != std::string::npos);
    // And a file that is not a save at all.
    f.dir.write("notes.txt", "hello\n");
    f.open(1280, 720, f.dir.file("notes.txt"));
    CHECK(f.top_as<TitleScene>()->message().find("notes.txt: not a saved game") !=
          std::string::npos);
}

TEST_CASE("an old error leaves the title once the player acts, and comes back only if it is true") {
    AppFixture f;
    f.dir.write("broken.txt", "Round: 1\n\nComputer:\n   Score: 0\n   Hand: XS KH 1D\n");
    f.open(1280, 720, f.dir.file("broken.txt"));
    auto* title = f.top_as<TitleScene>();
    REQUIRE(title->message_is_error());
    // Settings opened and closed: the failed load is old news.
    title->choose(TitleScene::Settings);
    f.app->step();
    REQUIRE(f.top() == "settings");
    f.key(SDLK_ESCAPE);
    REQUIRE(f.top() == "title");
    CHECK(title->message().empty());
    CHECK_FALSE(title->message_is_error());
    // A load that fails again says so again.
    title->choose(TitleScene::Load);
    f.app->step();
    REQUIRE(f.top() == "load");
    f.key(SDLK_RETURN);
    REQUIRE(f.top() == "title");
    CHECK(f.top_as<TitleScene>()->message().find("broken.txt:5:") != std::string::npos);
}

TEST_CASE("summaries name the player as the settings do, never \"Human\"") {
    // Each game's summary names the seats by the words it is given (issue 43), not by a
    // replacement of its text afterwards; by default the save files' words, as parlor-cli says.
    namespace cr = parlor::cribbage;
    namespace ca = parlor::casino;
    using parlor::cards::player_words;
    cr::GameState cribbage = cr::new_game();
    cribbage.phase = cr::Phase::LayAway;
    cribbage.player(cr::Seat::Human).score = 12;
    cribbage.player(cr::Seat::Computer).score = 40;
    CHECK(cr::summary(cribbage) ==
          "Cribbage, Human 12, Computer 40, Human deals, laying away, next: Human");
    CHECK(cr::summary(cribbage, player_words("You")) ==
          "Cribbage, You 12, Computer 40, you deal, laying away, next: you");
    CHECK(cr::summary(cribbage, player_words("yOU")) == cr::summary(cribbage, player_words("")));
    CHECK(cr::summary(cribbage, player_words("Ada")) ==
          "Cribbage, Ada 12, Computer 40, Ada deals, laying away, next: Ada");
    cribbage.dealer = cr::Seat::Computer;
    CHECK(cr::summary(cribbage, player_words("You")) ==
          "Cribbage, You 12, Computer 40, Computer deals, laying away, next: you");
    // A name that holds the word is the player's name, left as it is (the old replacement
    // changed "Human" inside any summary, a player named "Humane Human" too).
    CHECK(cr::summary(cribbage, player_words("Human Ada")) ==
          "Cribbage, Human Ada 12, Computer 40, Computer deals, laying away, next: Human Ada");
    ca::GameState casino = ca::new_game();
    casino.phase = ca::Phase::GameOver;
    casino.round = 2;
    casino.player(ca::Seat::Human).score = 3;
    casino.player(ca::Seat::Computer).score = 5;
    CHECK(ca::summary(casino, player_words("")) == "Casino, round 2, You 3, Computer 5, game over");
    casino.phase = ca::Phase::Play;
    casino.turn = ca::Seat::Human;
    CHECK(ca::summary(casino, player_words("Ada")).ends_with("on the table, next: Ada"));
    CHECK(fc::summary(game_before_a_turn(3), player_words("Ada")).find("Ada ") !=
          std::string::npos);
    // Where a player sees them: the load dialog and Continue's line on the title.
    AppFixture f;
    f.app->settings().player_name = "Ada";
    REQUIRE_FALSE(fc::save_to_file(f.dir.file("g.txt"), game_before_a_turn(3)));
    f.app->push(std::make_unique<LoadDialog>(*f.app));
    f.app->step();
    auto* load = f.top_as<LoadDialog>();
    REQUIRE(load->file_count() == 1);
    CHECK(load->file_row(0).detail.find("Human") == std::string::npos);
    CHECK(load->file_row(0).detail.find("Ada") != std::string::npos);
    f.key(SDLK_ESCAPE);
    REQUIRE_FALSE(fc::save_to_file(f.app->unfinished().path("fivecrowns"), game_before_a_turn(4)));
    const auto unfinished = f.app->unfinished().list();
    REQUIRE(unfinished.size() == 1);
    const SaveSummary summary = summarize_unfinished(*f.app, unfinished.front());
    CHECK(summary.line.find("Human") == std::string::npos);
    CHECK(summary.line.find("Ada") != std::string::npos);
}

TEST_CASE("the title's notice sits in the window, between the menu and the key hints") {
    // At 16:9 the menu once reached the bottom and a load error was drawn below the window.
    const std::array<std::array<int, 2>, 6> sizes{
        {{800, 480}, {1280, 720}, {1920, 1080}, {1024, 768}, {1280, 800}, {2560, 1080}}};
    for (const auto& dimensions : sizes) {
        const auto width = std::get<0>(dimensions);
        const auto height = std::get<1>(dimensions);
        CAPTURE(width);
        CAPTURE(height);
        AppFixture f(width, height);
        f.dir.write("broken.txt", "Round: 1\n\nComputer:\n   Score: 0\n   Hand: XS KH 1D\n");
        f.open(width, height, f.dir.file("broken.txt"));
        auto* title = f.top_as<TitleScene>();
        REQUIRE(title->message_is_error());
        const Rect notice = title->layout().notice;
        float menu_bottom = 0;
        for (const Rect& button : title->layout().buttons) {
            CHECK(button.y >= 0);
            CHECK(button.h >= 28.0f * std::min(width / 1280.0f, height / 720.0f));
            menu_bottom = std::max(menu_bottom, button.bottom());
        }
        CHECK(notice.y > menu_bottom);
        CHECK(notice.h > 0);
        CHECK(notice.bottom() <= title->layout().footer_y);
        CHECK(title->layout().footer_y < static_cast<float>(height));
        CHECK(notice.x >= 0);
        CHECK(notice.right() <= static_cast<float>(width));
    }
}

TEST_CASE("--load opens the table directly; Continue opens the autosave") {
    AppFixture f;
    REQUIRE_FALSE(fc::save_to_file(f.dir.file("g.txt"), game_before_a_turn(3)));
    f.open(1280, 720, f.dir.file("g.txt"));
    CHECK(f.top() == "table");

    REQUIRE_FALSE(fc::save_to_file(f.app->unfinished().path("fivecrowns"), game_before_a_turn(4)));
    f.app->go_to_title();
    f.app->step();
    auto* title = f.top_as<TitleScene>();
    REQUIRE(title->buttons()[TitleScene::Continue].enabled);
    title->choose(TitleScene::Continue);
    f.app->step();
    CHECK(f.top() == "table");
}

TEST_CASE("settings overlay: arrows and Enter toggle, the file keeps the choice") {
    AppFixture f;
    f.app->push(std::make_unique<SettingsScene>(*f.app));
    f.app->step();
    REQUIRE(f.top() == "settings");
    CHECK(f.app->settings().animations);
    f.key(SDLK_DOWN); // Animations: Normal, then Fast, Off, Slow, Normal
    const auto animations = [&] { return f.top_as<SettingsScene>()->rows()[1].label; };
    CHECK(animations() == "Animations: Normal");
    f.key(SDLK_RETURN);
    CHECK(animations() == "Animations: Fast");
    CHECK(f.app->settings().animation_speed == "fast");
    f.key(SDLK_RIGHT);
    CHECK(animations() == "Animations: Off");
    CHECK_FALSE(f.app->settings().animations);
    f.key(SDLK_RIGHT);
    CHECK(animations() == "Animations: Slow");
    CHECK(f.app->settings().animations);
    f.key(SDLK_LEFT);
    CHECK(animations() == "Animations: Off");
    CHECK_FALSE(f.app->settings().animations);
    f.key(SDLK_DOWN); // the game: Five Crowns, the first
    CHECK(f.top_as<SettingsScene>()->game() == "fivecrowns");
    f.key(SDLK_DOWN); // Difficulty
    f.key(SDLK_LEFT);
    CHECK(f.app->settings().difficulty("fivecrowns") == "greedy");
    f.key(SDLK_DOWN);
    f.key(SDLK_DOWN); // Hide the computer's hand, Five Crowns' second option
    f.key(SDLK_RIGHT);
    CHECK(f.app->settings().option("fivecrowns", "hide_computer_hand"));
    // Right on the game row turns to the next game's settings.
    f.key(SDLK_UP);
    f.key(SDLK_UP);
    f.key(SDLK_UP);
    f.key(SDLK_RIGHT);
    CHECK(f.top_as<SettingsScene>()->game() == "cribbage");
    f.key(SDLK_ESCAPE);
    CHECK(f.top() == "title");
    const Settings saved = load_settings(f.app->settings_path());
    CHECK_FALSE(saved.animations);
    CHECK(saved.animation_speed == "slow"); // kept for when they are turned on again
    CHECK(saved.option("fivecrowns", "hide_computer_hand"));
    CHECK(saved.difficulty("fivecrowns") == "greedy");
    CHECK(saved.difficulty("cribbage") == "expert");
    // A click on the fullscreen row toggles it.
    f.app->push(std::make_unique<SettingsScene>(*f.app));
    f.app->step();
    f.click(f.top_as<SettingsScene>()->layout().rows[0]);
    CHECK(f.app->fullscreen());
}

TEST_CASE("settings keep their panel and rows in place on every game's page") {
    // The panel once took the height of each game's rows: turning the page moved Done and the
    // rows under the pointer, and the next click landed on another row.
    for (const auto& dimensions : {std::pair{800, 480}, {1280, 720}, {1920, 1080}}) {
        const auto w = std::get<0>(dimensions);
        const auto h = std::get<1>(dimensions);
        CAPTURE(w);
        AppFixture f(w, h);
        f.app->push(std::make_unique<SettingsScene>(*f.app));
        f.app->step();
        auto* settings = f.top_as<SettingsScene>();
        const SettingsLayout first = settings->layout();
        const std::string first_game = settings->game();
        f.key(SDLK_DOWN);
        f.key(SDLK_DOWN); // the game row
        std::set<std::size_t> row_counts;
        do {
            const SettingsLayout l = settings->layout();
            CAPTURE(settings->game());
            CHECK(l.frame.panel == first.frame.panel);
            REQUIRE(l.rows.size() == settings->rows().size());
            row_counts.insert(l.rows.size());
            for (std::size_t i = 0; i < 4; ++i) { // Fullscreen to Difficulty
                CHECK(l.rows[i] == first.rows[i]);
            }
            CHECK(l.rows.back() == first.rows.back());                             // Done
            CHECK(l.rows[l.rows.size() - 2] == first.rows[first.rows.size() - 2]); // Drawing
            CHECK(l.note == first.note);
            f.key(SDLK_RIGHT);
        } while (settings->game() != first_game);
        CHECK(row_counts.size() > 1); // the games have different numbers of options
    }
}

TEST_CASE("the rules, review and keys pages are solid: nothing beneath shows through") {
    // Their panels let the screen beneath through their text. The review is a page of the same
    // kind as the rules (ReadingOverlay), painted the same way.
    for (const auto& dimensions : {std::pair{800, 480}, {1280, 720}, {1920, 1080}}) {
        const auto w = std::get<0>(dimensions);
        const auto h = std::get<1>(dimensions);
        CAPTURE(w);
        AppFixture f(w, h);
        // The same overlay over two different screens: the title, then a table.
        std::vector<std::array<int, 3>> under_title, under_table;
        const auto look = [&](std::vector<std::array<int, 3>>& into, std::unique_ptr<Scene> page,
                              const Rect& panel) {
            f.app->push(std::move(page));
            f.app->step();
            f.app->render_now();
            Gfx& g = f.app->gfx();
            std::vector<std::uint32_t> pixels(static_cast<std::size_t>(g.width() * g.height()));
            REQUIRE(SDL_RenderReadPixels(f.app->renderer(), nullptr, SDL_PIXELFORMAT_ARGB8888,
                                         pixels.data(), g.width() * 4) == 0);
            // The panel's left margin, top to bottom, where no text is drawn.
            for (float y = panel.y + panel.h * 0.2f; y < panel.y + panel.h * 0.8f;
                 y += panel.h / 20) {
                const std::uint32_t p = pixels[static_cast<std::size_t>(
                    static_cast<int>(y) * g.width() + static_cast<int>(panel.x + g.u(12)))];
                into.push_back({int((p >> 16) & 0xff), int((p >> 8) & 0xff), int(p & 0xff)});
            }
            f.key(SDLK_ESCAPE);
        };
        for (const bool keys : {false, true}) {
            CAPTURE(keys);
            under_title.clear();
            under_table.clear();
            const auto page = [&]() -> std::unique_ptr<Scene> {
                if (keys) {
                    return std::make_unique<ShortcutsOverlay>(*f.app, "fivecrowns");
                }
                return std::make_unique<RulesOverlay>(*f.app, "fivecrowns");
            };
            const auto panel = [&] {
                if (keys) {
                    return ShortcutsOverlay(*f.app, "fivecrowns").page().panel;
                }
                return RulesOverlay(*f.app, "fivecrowns").page().panel;
            }();
            f.app->go_to_title();
            f.app->step();
            look(under_title, page(), panel);
            f.start_new("fivecrowns", "expert", 5);
            look(under_table, page(), panel);
            REQUIRE(under_title.size() == under_table.size());
            for (std::size_t i = 0; i < under_title.size(); ++i) {
                CAPTURE(i);
                CHECK(under_title[i] == under_table[i]);
                // The panel's own colour, whole.
                CHECK(under_title[i] == std::array<int, 3>{theme::panel_solid.r,
                                                           theme::panel_solid.g,
                                                           theme::panel_solid.b});
            }
        }
    }
}

TEST_CASE("rules scroll with the keyboard and the wheel") {
    AppFixture f(1024, 600);
    f.app->push(std::make_unique<RulesOverlay>(*f.app, "fivecrowns"));
    f.app->step();
    auto* rules = f.top_as<RulesOverlay>();
    CHECK(rules->scroll() == 0);
    f.key(SDLK_PAGEDOWN);
    const int after_page = rules->scroll();
    CHECK(after_page > 0);
    f.wheel(500, 300, 1); // wheel up
    CHECK(rules->scroll() < after_page);
    f.key(SDLK_END);
    f.key(SDLK_HOME);
    CHECK(rules->scroll() == 0);
    f.key(SDLK_ESCAPE);
    CHECK(f.top() == "title");
}

TEST_CASE("pause overlay: Esc resumes; quit to title keeps the autosave") {
    AppFixture f;
    const fc::GameState state = game_before_a_turn(9);
    REQUIRE_FALSE(fc::save_to_file(f.app->unfinished().path("fivecrowns"), state));
    f.app->push(std::make_unique<PauseOverlay>(*f.app, hooks_for(state)));
    f.app->step();
    f.key(SDLK_ESCAPE);
    CHECK(f.top() == "title");
    f.app->push(std::make_unique<PauseOverlay>(*f.app, hooks_for(state)));
    f.app->step();
    f.key(SDLK_UP); // wraps to Quit to title
    f.key(SDLK_RETURN);
    CHECK(f.top() == "title");
    CHECK(std::filesystem::exists(f.app->unfinished().path("fivecrowns")));
    CHECK(f.top_as<TitleScene>()->buttons()[TitleScene::Continue].enabled);
}

TEST_CASE("round results continue through the table's callback; game results end the game") {
    AppFixture f;
    fc::RoundResult r;
    r.round = 3;
    r.went_out = fc::Seat::Computer;
    r.points = {27, 0};
    r.arrangements[0] = fc::best_arrangement(
        std::vector<fc::Card>{fc::Card::of(4, fc::Suit::Hearts), fc::Card::of(9, fc::Suit::Clubs)},
        5);
    int continued = 0;
    f.app->push(std::make_unique<parlor::app::table::ResultsScreen>(
        *f.app, parlor::app::fivecrowns_table::round_results(
                    r, std::array<int, 2>{40, 12}, std::array<std::string, 2>{"You", "Computer"},
                    false, [&] { ++continued; })));
    f.app->step();
    REQUIRE(f.top() == "round_results");
    f.key(SDLK_RETURN);
    CHECK(continued == 1);
    CHECK(f.top() == "title");

    fc::GameState over = game_before_a_turn(5);
    over.phase = fc::Phase::GameOver;
    over.results = {r};
    REQUIRE_FALSE(fc::save_to_file(f.app->unfinished().path("fivecrowns"), game_before_a_turn(6)));
    auto final_sheet = parlor::app::fivecrowns_table::game_results(
        over, std::array<std::string, 2>{"You", "Computer"});
    final_sheet.game_id = "fivecrowns"; // as the table sets it: whose unfinished game ends
    f.app->push(
        std::make_unique<parlor::app::table::ResultsScreen>(*f.app, std::move(final_sheet)));
    f.app->step();
    CHECK(f.top() == "game_results");
    // The screen leaves the unfinished game to the count of the result, which removes it once
    // the result is written (a full disk keeps it: tests/app/faults_test.cpp).
    CHECK(std::filesystem::exists(f.app->unfinished().path("fivecrowns")));
    parlor::app::table::count_finished_game(*f.app, "fivecrowns", "expert", GameRecord{}, 5);
    CHECK_FALSE(std::filesystem::exists(f.app->unfinished().path("fivecrowns")));
    f.key(SDLK_RETURN);
    CHECK(f.top() == "title");
    CHECK_FALSE(f.top_as<TitleScene>()->buttons()[TitleScene::Continue].enabled);
}

TEST_CASE("the note under the choices of game and difficulty stays inside the panel") {
    // With Cruno's four difficulties and Back, the note once sat on the panel's edge; the
    // games' taglines were drawn below the panel altogether.
    for (auto dimensions : {std::pair{800, 480}, std::pair{1280, 720}, std::pair{1920, 1080}}) {
        const auto w = std::get<0>(dimensions);
        const auto h = std::get<1>(dimensions);
        for (const TableEntry& game : tables()) {
            CAPTURE(w);
            CAPTURE(game.id);
            AppFixture f(w, h);
            f.app->push(std::make_unique<NewGameScene>(*f.app));
            f.app->step();
            auto* ng = f.top_as<NewGameScene>();
            const auto inside = [&] {
                f.app->render_now();
                const Rect body = ng->layout().body;
                const Rect note = ng->layout().note;
                CHECK(note.y >= ng->layout().buttons.back().bottom());
                CHECK(note.bottom() <= body.bottom() + 1);
                for (const Rect& button : ng->layout().buttons) {
                    CHECK(button.bottom() <= note.y);
                }
            };
            inside();
            while (ng->focused_label() != game.title) {
                f.key(SDLK_DOWN);
            }
            f.key(SDLK_RETURN);
            REQUIRE(ng->step() == NewGameScene::Step::Difficulty);
            inside();
        }
    }
}

TEST_CASE("the keys of every game fit their panel, the smallest window to 4K") {
    for (auto dimensions :
         {std::pair{800, 480}, std::pair{1280, 720}, std::pair{1024, 768}, std::pair{3840, 2160}}) {
        const auto w = std::get<0>(dimensions);
        const auto h = std::get<1>(dimensions);
        AppFixture f(w, h);
        for (const TableEntry& game : tables()) {
            CAPTURE(w);
            CAPTURE(game.id);
            f.app->push(std::make_unique<ShortcutsOverlay>(*f.app, game.id));
            f.app->step();
            f.app->render_now();
            CHECK_FALSE(f.top_as<ShortcutsOverlay>()->page().overflowed);
            f.app->pop();
            f.app->step();
        }
    }
}

TEST_CASE("every scene lays out from 1024x600 to 3840x2160 without trouble") {
    for (auto [w, h] : {std::pair{1024, 600}, std::pair{3840, 2160}}) {
        AppFixture f(w, h);
        const fc::GameState state = game_before_a_turn(11);
        f.app->push(std::make_unique<NewGameScene>(*f.app));
        f.app->push(std::make_unique<PauseOverlay>(*f.app, hooks_for(state)));
        f.app->push(std::make_unique<SaveDialog>(*f.app, hooks_for(state)));
        f.app->push(std::make_unique<LoadDialog>(*f.app));
        f.app->push(std::make_unique<SettingsScene>(*f.app));
        f.app->push(std::make_unique<ShortcutsOverlay>(*f.app));
        f.app->step();
        CHECK(f.app->depth() == 7);
        f.app->render_now();
        CHECK(f.app->frames_presented() > 0);
    }
}

} // namespace scenes_test
