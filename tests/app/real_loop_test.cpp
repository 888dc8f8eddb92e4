// The real loop, in real time: App::run with the system clock, its real waits and SDL's event
// queue, stopped only when what the test waits for has happened (or its deadline has passed).
// The other app tests step scenes with a fake clock that always advances, which is why they could
// not see a table that never got the update telling it the computer was due.

#include "app_fixture.hpp"
#include "test_data_dir.hpp"

#include "app/casino/table.hpp"
#include "app/cruno/table.hpp"
#include "app/scenes/new_game_scene.hpp"
#include "app/table/results_screen.hpp"
#include "app/table/review_overlay.hpp"
#include "app/table/table_base.hpp"
#include "app/table/turn_watchdog.hpp"
#include "app/table_entries.hpp"

#include <SDL_image.h>
#include <doctest/doctest.h>

#include <chrono>
#include <string>
#include <thread>

namespace real_loop_test {

using namespace parlor::app;
using namespace parlor::app::testing;

namespace {

const std::string stalls = std::string(PARLOR_TEST_DATA) + "/stalls/";

// A hidden App on the dummy driver that keeps real time.
struct RealApp {
    TempDir dir;
    std::unique_ptr<App> app;

    explicit RealApp(bool animations = true, std::optional<std::string> load = std::nullopt,
                     std::uint64_t seed = 4242) {
        setenv("SDL_VIDEODRIVER", "dummy", 1);
        if (!animations) {
            dir.write("settings.json", R"({"animations": false})");
        }
        AppOptions options;
        options.hidden = true;
        options.software_renderer = true;
        options.data_dir = dir.path();
        options.seed = seed;
        options.load = std::move(load);
        app = std::make_unique<App>(options);
    }

    table::TableBase* table() { return dynamic_cast<table::TableBase*>(app->top()); }

    // Lines the computer has added to the table's log.
    int computer_lines() {
        int n = 0;
        if (auto* t = table()) {
            for (const auto& entry : t->log().entries()) {
                n += entry.who == table::LogEntry::Who::Computer ? 1 : 0;
            }
        }
        return n;
    }

    // Runs the real loop until `done` holds or `seconds` have passed; the seconds it took, or
    // nothing when it did not happen in time.
    std::optional<double> run_until(const std::function<bool()>& done, double seconds) {
        const auto start = std::chrono::steady_clock::now();
        auto elapsed = [&] {
            return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        };
        bool happened = false;
        app->run([&] {
            happened = happened || done();
            return happened || elapsed() > seconds;
        });
        if (!happened) {
            return std::nullopt;
        }
        return elapsed();
    }

    void key(SDL_Keycode sym) {
        SDL_Event e{};
        e.type = SDL_KEYDOWN;
        e.key.state = SDL_PRESSED;
        e.key.keysym.sym = sym;
        e.key.keysym.scancode = SDL_GetScancodeFromKey(sym);
        SDL_PushEvent(&e);
        e.type = SDL_KEYUP;
        e.key.state = SDL_RELEASED;
        SDL_PushEvent(&e);
    }
};

// Generous: the computer moves within a second or so here; the deadline only has to tell "late"
// from "never" on a loaded machine and under the sanitizers.
constexpr double deadline = 20;

// Runs the real loop until `answered` holds, which it does from the update that took a worker's
// answer; then, with no input at all, until a frame is presented after that update (a second at
// most: asleep, the loop wakes twice in that time). The seconds from the update to the frame, or
// nothing when no frame came.
std::optional<double> repaint_after_answer(RealApp& r, const std::function<bool()>& answered) {
    double answer_at = -1;
    const auto took = r.run_until(
        [&] {
            if (answer_at < 0 && answered()) {
                answer_at = r.app->last_update_seconds(); // the update just run took it
            }
            return answer_at >= 0;
        },
        deadline);
    REQUIRE(took.has_value());
    REQUIRE(answer_at >= 0);
    r.run_until([&] { return r.app->last_render_seconds() > answer_at; }, 1.0);
    if (r.app->last_render_seconds() <= answer_at) {
        return std::nullopt;
    }
    return r.app->last_render_seconds() - answer_at;
}

} // namespace

TEST_CASE("a save where the computer is to act plays on in the real loop") {
    for (const char* file : {"cribbage_computer_lays_away.txt", "pinochle_computer_leads.txt",
                             "casino_computer_to_act.txt", "cruno_computer_to_act.txt"}) {
        for (const bool animations : {true, false}) {
            CAPTURE(file);
            CAPTURE(animations);
            RealApp r(animations, stalls + file);
            REQUIRE(r.table() != nullptr);
            const auto took = r.run_until([&] { return r.computer_lines() > 0; }, deadline);
            CHECK(took.has_value());
            if (took) {
                MESSAGE(std::string(file) << (animations ? "" : " (animations off)")
                                          << ": the computer moved after " << *took << " s");
            }
        }
    }
}

TEST_CASE("a new game with animations off where a computer plays first plays on") {
    SUBCASE("Cruno at ten players, every personality") {
        RealApp r(false);
        const TableEntry* cruno = find_table("cruno");
        REQUIRE(cruno != nullptr);
        NewGameChoice choice;
        choice.game_id = "cruno";
        choice.players = 10;
        const char* kinds[] = {"naive", "rule", "expert", "trickster"};
        for (int seat = 1; seat < 10; ++seat) {
            choice.seats.push_back(kinds[seat % 4]);
        }
        // The first seed whose first player is a computer.
        StartedGame started;
        for (std::uint64_t seed = 1;; ++seed) {
            choice.seed = seed;
            started = cruno->start(*r.app, choice);
            auto* t = dynamic_cast<cruno_table::TableScene*>(started.scene.get());
            REQUIRE(t != nullptr);
            if (!t->player_to_act()) {
                break;
            }
        }
        r.app->reset_to(std::move(started.scene));
        // Every computer before the player has moved when the player is to act.
        const auto took = r.run_until(
            [&] {
                auto* t = dynamic_cast<cruno_table::TableScene*>(r.app->top());
                return t && r.computer_lines() > 0 && t->player_to_act();
            },
            deadline);
        CHECK(took.has_value());
    }
    SUBCASE("Casino when the computer wins the toss") {
        RealApp r(false);
        const TableEntry* casino = find_table("casino");
        NewGameChoice choice;
        choice.game_id = "casino";
        StartedGame started;
        for (std::uint64_t seed = 1;; ++seed) {
            choice.seed = seed;
            started = casino->start(*r.app, choice);
            if (!started.human_first) {
                break;
            }
        }
        r.app->reset_to(std::move(started.scene));
        const auto took = r.run_until([&] { return r.computer_lines() > 0; }, deadline);
        CHECK(took.has_value());
    }
}

TEST_CASE("Cruno: a trickster's conversion followed by another computer plays on") {
    // You, a trickster, a rule player: the 9♠ (key 3) leaves the trickster nothing to play, it
    // turns a card into an 8 (no card flies), and the rule player is next.
    RealApp r(true, stalls + "cruno_trickster_then_rule.txt");
    auto* t = dynamic_cast<cruno_table::TableScene*>(r.app->top());
    REQUIRE(t != nullptr);
    r.key(SDLK_3);
    // Both computers have moved when the turn is the player's again.
    const auto took = r.run_until(
        [&] {
            auto* now = dynamic_cast<cruno_table::TableScene*>(r.app->top());
            return now && now->state().turn == 0 && r.computer_lines() >= 2;
        },
        deadline);
    CHECK(took.has_value());
    bool converted = false;
    for (const auto& entry : t->log().entries()) {
        converted = converted || entry.text.find(" turns the ") != std::string::npos;
    }
    CHECK(converted);
    for (const auto& entry : t->log().entries()) {
        MESSAGE(entry.text);
    }
}

TEST_CASE("with animations off a new table shows its own log, not the last table's") {
    // Two Casino games begun from the title as a player does, in the real loop, both won on the
    // toss (so the computer has not moved and the two tables' bars and logs have seen as many
    // changes), one landing heads, the other tails. The second table's picture must be what it
    // paints afresh: it showed the first table's log.
    const TableEntry* casino = find_table("casino");
    auto lands_heads = [&](std::uint64_t seed) {
        NewGameChoice choice;
        choice.game_id = "casino";
        choice.seed = seed;
        RealApp probe(false);
        return casino->start(*probe.app, choice).human_first; // heads was called
    };
    std::uint64_t seed = 1;
    while (lands_heads(seed) == lands_heads(seed + 1)) {
        ++seed;
    }
    const bool first_heads = lands_heads(seed), second_heads = lands_heads(seed + 1);
    RealApp r(false, std::nullopt, seed); // the games' seeds are seed, then seed + 1 (one App at
                                          // a time: the probes are gone)
    auto press = [&](std::initializer_list<SDL_Keycode> keys) {
        for (const SDL_Keycode k : keys) {
            r.key(k);
            r.run_until([] { return false; }, 0.1);
        }
    };
    auto new_casino = [&](bool heads) {
        press({SDLK_RETURN, SDLK_DOWN, SDLK_DOWN, SDLK_DOWN}); // New game; Casino
        press({SDLK_RETURN, SDLK_RETURN});                     // the game, difficulty
        // A game that asks how many play (Five Crowns, where the list may open): two.
        if (const auto* ng = dynamic_cast<NewGameScene*>(r.app->top());
            ng != nullptr && ng->step() == NewGameScene::Step::Players) {
            press({SDLK_RETURN});
        }
        press({SDLK_RETURN}); // the name
        if (!heads) {
            press({SDLK_RIGHT});
        }
        press({SDLK_RETURN, SDLK_RETURN}); // the call; deal the cards
        r.run_until([] { return false; }, 0.5);
        REQUIRE(r.app->top_name() == "table");
        REQUIRE(r.computer_lines() == 0);
    };
    // The pixels of the log panel.
    auto shot = [&](const std::string& name) {
        const std::string path = r.dir.file(name);
        REQUIRE_FALSE(r.app->save_screenshot(path).has_value());
        SurfacePtr s(IMG_Load(path.c_str()));
        REQUIRE(s != nullptr);
        SurfacePtr rgba(SDL_ConvertSurfaceFormat(s.get(), SDL_PIXELFORMAT_RGBA32, 0));
        const Rect log = r.table()->frame().log;
        std::string pixels;
        for (int y = static_cast<int>(log.y); y < static_cast<int>(log.y + log.h); ++y) {
            const auto* row = static_cast<const unsigned char*>(rgba->pixels) + y * rgba->pitch;
            pixels.append(row + 4 * static_cast<int>(log.x),
                          row + 4 * static_cast<int>(log.x + log.w));
        }
        return pixels;
    };
    new_casino(first_heads);
    const std::string first = shot("first.png");
    press({SDLK_ESCAPE, SDLK_UP, SDLK_RETURN}); // the pause menu, round to Quit to title
    REQUIRE(r.app->top_name() == "title");
    new_casino(second_heads);
    const std::string shown = shot("second.png");
    r.app->top()->on_resume(); // the table forgets its picture
    r.app->gfx().forget_backdrop();
    const std::string afresh = shot("second-afresh.png");
    CHECK(first != afresh); // the two logs do differ
    CHECK(shown == afresh);
}

TEST_CASE("the watchdog plays a computer's turn that never started, and says so") {
    SUBCASE("the table") {
        RealApp r(false, stalls + "casino_computer_to_act.txt");
        auto* t = r.table();
        REQUIRE(t != nullptr);
        auto* casino = dynamic_cast<table::GameTable<casino_table::Rules, casino_table::Memo>*>(t);
        REQUIRE(casino != nullptr);
        casino->stall_the_computer_for_tests();
        const auto took = r.run_until([&] { return r.computer_lines() > 0; }, deadline);
        REQUIRE(took.has_value());
        CHECK(*took >= table::TurnWatchdog::limit_seconds - 0.5);
        bool said = false;
        for (const auto& entry : t->log().entries()) {
            said = said || entry.text.find("had not started after 5 seconds") != std::string::npos;
        }
        CHECK(said);
    }
    SUBCASE("the count: only time stalled at both ends, a long gap counts half a second") {
        table::TurnWatchdog w;
        CHECK_FALSE(w.stalled_too_long(0, false));
        CHECK_FALSE(w.stalled_too_long(10, true)); // starts counting here
        CHECK(w.stalled_for() == 0);
        CHECK_FALSE(w.stalled_too_long(12, true)); // a covered table: half a second counts
        CHECK(w.stalled_for() == doctest::Approx(0.5));
        double now = 12;
        int updates = 0;
        while (!w.stalled_too_long(now += 0.25, true)) {
            ++updates;
        }
        CHECK(updates == 17); // 0.5 + 18 × 0.25 = 5
        CHECK(w.stalled_for() == 0);
        CHECK_FALSE(w.stalled_too_long(now += 0.25, false));
        CHECK_FALSE(w.stalled_too_long(now += 0.25, true));
        CHECK(w.stalled_for() == 0);
    }
}

// "At once": well before the loop's idle wake (App::idle_wake_seconds), the moment a missed frame
// would have been drawn; half of it, for a frame painted under the sanitizers on a loaded machine
// (105 ms was seen there, where a quiet machine takes a few).
constexpr double at_once = App::idle_wake_seconds / 2;

TEST_CASE("a worker's answer is on screen at once, with no input: review, help, computer") {
    // The loop draws a frame only when something changed; a scene waiting on a worker ticks, and
    // the update that takes the answer stops its ticking. That frame must be drawn all the same:
    // the review stayed at "Working out the review" until the mouse moved.
    SUBCASE("the review, opened from the results (R)") {
        RealApp r(false);
        table::ResultsSheet sheet;
        sheet.game_id = "casino";
        sheet.headline = "You win!";
        // The review is worked out on its worker, as long as a short one takes.
        sheet.review = [] {
            std::this_thread::sleep_for(std::chrono::milliseconds(300));
            parlor::record::Review review;
            review.decisions = 12;
            return review;
        };
        r.app->reset_to(std::make_unique<table::ResultsScreen>(*r.app, std::move(sheet)));
        r.run_until([] { return false; }, 0.1);
        r.key(SDLK_r);
        const auto late = repaint_after_answer(r, [&] {
            auto* review = dynamic_cast<table::ReviewOverlay*>(r.app->top());
            return review != nullptr && review->ready();
        });
        auto* review = dynamic_cast<table::ReviewOverlay*>(r.app->top());
        REQUIRE(review != nullptr);
        CHECK(review->text().rfind("How your decisions went\n", 0) == 0);
        REQUIRE(late.has_value());
        MESSAGE("the review: on screen " << *late * 1000 << " ms after its answer was taken");
        CHECK(*late < at_once);
    }
    SUBCASE("the help (H) on the player's turn") {
        RealApp r(false, std::string(PARLOR_TEST_DATA) + "/casino/spec_example.txt");
        auto* t = dynamic_cast<casino_table::TableScene*>(r.app->top());
        REQUIRE(t != nullptr);
        r.run_until([&] { return t->player_to_act(); }, deadline);
        REQUIRE(t->player_to_act());
        REQUIRE_FALSE(t->advice().has_value());
        r.key(SDLK_h);
        const auto late = repaint_after_answer(r, [&] { return t->advice().has_value(); });
        REQUIRE(late.has_value());
        MESSAGE("the help: on screen " << *late * 1000 << " ms after its answer was taken");
        CHECK(*late < at_once);
    }
    SUBCASE("the computer's move") {
        RealApp r(false, stalls + "casino_computer_to_act.txt");
        auto* t = dynamic_cast<casino_table::TableScene*>(r.app->top());
        REQUIRE(t != nullptr);
        const auto late = repaint_after_answer(r, [&] { return r.computer_lines() > 0; });
        CHECK(t->player_to_act()); // nothing moves after the move: the loop would sleep
        REQUIRE(late.has_value());
        MESSAGE("the computer's move: on screen " << *late * 1000
                                                  << " ms after its answer was taken");
        CHECK(*late < at_once);
    }
}

} // namespace real_loop_test
