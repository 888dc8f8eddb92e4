// The framework: loop, stack, input mapping, fullscreen, settings, screenshots.

#include "app_fixture.hpp"

#include "app/core/paths.hpp"
#include "app/core/settings.hpp"
#include "app/core/worker.hpp"
#include "app/scenes/new_game_scene.hpp"
#include "app/scenes/title_scene.hpp"
#include "app/ui/widgets.hpp"

#include <SDL_image.h>
#include <doctest/doctest.h>

#include <atomic>
#include <fstream>

namespace framework_test {

using namespace parlor::app;
using namespace parlor::app::testing;

namespace {

// A scene that counts its updates and can pretend to animate.
class CountingScene final : public Scene {
  public:
    explicit CountingScene(App& app, bool overlay = false) : Scene(app), overlay_(overlay) {}
    std::string_view name() const override { return "counting"; }
    bool is_overlay() const override { return overlay_; }
    bool ticking() const override { return moving; }
    void update(double) override { ++updates; }
    void on_action(UiAction a) override { actions.push_back(a); }
    void on_key(char c) override { keys.push_back(c); }
    void render(Gfx& g) override {
        ++renders;
        if (!overlay_) {
            g.felt();
        }
    }
    bool moving = false;
    int updates = 0;
    int renders = 0;
    std::vector<UiAction> actions;
    std::string keys;

  private:
    bool overlay_;
};

SDL_KeyboardEvent key_event(SDL_Keycode sym, Uint16 mod = KMOD_NONE) {
    SDL_KeyboardEvent k{};
    k.type = SDL_KEYDOWN;
    k.keysym.sym = sym;
    k.keysym.mod = mod;
    return k;
}

} // namespace

TEST_CASE("keys map to named actions; a text field keeps the printable keys") {
    CHECK(map_key(key_event(SDLK_RETURN), false) == UiAction::Select);
    CHECK(map_key(key_event(SDLK_RETURN, KMOD_LALT), false) == UiAction::ToggleFullscreen);
    CHECK(map_key(key_event(SDLK_F11), false) == UiAction::ToggleFullscreen);
    CHECK(map_key(key_event(SDLK_F1), false) == UiAction::Shortcuts);
    CHECK(map_key(key_event(SDLK_SLASH, KMOD_LSHIFT), false) == UiAction::Shortcuts);
    CHECK(map_key(key_event(SDLK_TAB, KMOD_LSHIFT), false) == UiAction::Prev);
    CHECK(map_key(key_event(SDLK_LEFT, KMOD_LSHIFT), false) == UiAction::MoveLeft);
    CHECK(map_key(key_event(SDLK_RIGHT, KMOD_RSHIFT), false) == UiAction::MoveRight);
    CHECK(map_key(key_event(SDLK_LEFT, KMOD_LSHIFT), true) == UiAction::Left); // a text field
    // Letters and digits are no named action: each scene gives them its own meaning.
    CHECK(map_key(key_event(SDLK_1, KMOD_NONE), false) == std::nullopt);
    CHECK(key_letter(key_event(SDLK_1, KMOD_NONE), false) == '1');
    CHECK(key_letter(key_event(SDLK_KP_6, KMOD_NONE), false) == '6');
    CHECK(key_letter(key_event(SDLK_l, KMOD_NONE), false) == 'l');
    CHECK(key_letter(key_event(SDLK_d, KMOD_LSHIFT), false) == 'd');
    CHECK(key_letter(key_event(SDLK_d, KMOD_LCTRL), false) == std::nullopt);
    CHECK(key_letter(key_event(SDLK_1, KMOD_NONE), true) == std::nullopt); // typed in a field
    CHECK(key_letter(key_event(SDLK_RETURN), false) == std::nullopt);
    CHECK(map_key(key_event(SDLK_ESCAPE), false) == UiAction::Cancel);
    // In a text field, letters and space are text; editing and navigation keys still map.
    CHECK_FALSE(map_key(key_event(SDLK_d), true).has_value());
    CHECK_FALSE(map_key(key_event(SDLK_SPACE), true).has_value());
    CHECK(map_key(key_event(SDLK_BACKSPACE), true) == UiAction::Erase);
    CHECK(map_key(key_event(SDLK_RETURN), true) == UiAction::Select);
    CHECK(map_key(key_event(SDLK_F11), true) == UiAction::ToggleFullscreen);
    CHECK_FALSE(map_key(key_event(SDLK_x), false).has_value());
}

TEST_CASE("the app starts on the title") {
    AppFixture f;
    CHECK(f.top() == "title");
    CHECK(f.app->depth() == 1);
}

TEST_CASE("one update per fixed step, and a stall is caught up at most five steps at a time") {
    AppFixture f;
    auto scene = std::make_unique<CountingScene>(*f.app);
    CountingScene* s = scene.get();
    f.app->push(std::move(scene));
    f.app->step(); // applies the push (the step's own update went to the title)
    s->updates = 0;
    f.app->step(10);
    CHECK(s->updates == 10);

    s->updates = 0;
    f.clock.advance(3.0); // a three-second stall
    f.app->frame();
    CHECK(s->updates == App::max_steps_per_frame);

    s->updates = 0;
    f.clock.advance(App::step_seconds * 0.5);
    f.app->frame();
    CHECK(s->updates == 0); // less than a step: the time waits in the accumulator
}

TEST_CASE("the loop renders only when something changed or moves") {
    AppFixture f;
    auto scene = std::make_unique<CountingScene>(*f.app);
    CountingScene* s = scene.get();
    f.app->push(std::move(scene));
    f.app->step();
    const int after_push = s->renders;
    CHECK(after_push >= 1);
    f.app->step(20);
    CHECK(s->renders == after_push); // idle: no frames drawn

    s->moving = true;
    f.app->step(20);
    CHECK(s->renders == after_push + 20);
    s->moving = false;

    const int before_key = s->renders;
    f.key(SDLK_x); // any input redraws once
    CHECK(s->renders == before_key + 1);
}

TEST_CASE("overlays draw over the scene below; only the top gets input") {
    AppFixture f;
    auto base = std::make_unique<CountingScene>(*f.app);
    auto over = std::make_unique<CountingScene>(*f.app, true);
    CountingScene* b = base.get();
    CountingScene* o = over.get();
    f.app->push(std::move(base));
    f.app->push(std::move(over));
    f.app->step();
    const int base_renders = b->renders;
    f.key(SDLK_d);
    CHECK(b->renders == base_renders + 1);
    CHECK(o->keys == "d");
    CHECK(b->keys.empty());
    f.app->pop();
    f.app->step();
    CHECK(f.app->top() == b);
}

TEST_CASE("input while a scene ticks does not speed it up; a new scene gets its first update") {
    AppFixture f;
    auto scene = std::make_unique<CountingScene>(*f.app);
    CountingScene* c = scene.get();
    c->moving = true;
    f.app->push(std::move(scene));
    f.app->frame(); // the push: the new top is updated once, before it is drawn
    CHECK(c->updates == 1);
    // A flood of mouse moves with no time passing: no updates (they would run what moves faster).
    for (int i = 0; i < 10; ++i) {
        SDL_Event e{};
        e.type = SDL_MOUSEMOTION;
        e.motion.x = i;
        SDL_PushEvent(&e);
        f.app->frame();
    }
    CHECK(c->updates == 1);
    f.clock.advance(App::step_seconds);
    f.app->frame();
    CHECK(c->updates == 2);
}

TEST_CASE("run() ends on a window close") {
    AppFixture f;
    SDL_Event quit{};
    quit.type = SDL_QUIT;
    SDL_PushEvent(&quit);
    CHECK(f.app->run() == 0);
}

TEST_CASE("run() on the real clock ticks an animating scene until it quits") {
    // (One App at a time in a process: SDL_Quit ends every subsystem.)
    class QuitAfter final : public Scene {
      public:
        explicit QuitAfter(App& app) : Scene(app) {}
        std::string_view name() const override { return "quit_after"; }
        bool ticking() const override { return true; }
        void update(double) override {
            if (++updates == 10) {
                app().quit();
            }
        }
        void render(Gfx&) override {}
        int updates = 0;
    };
    setenv("SDL_VIDEODRIVER", "dummy", 1);
    TempDir dir;
    AppOptions options;
    options.hidden = true;
    options.data_dir = dir.path();
    App app(options);
    auto scene = std::make_unique<QuitAfter>(app);
    QuitAfter* q = scene.get();
    app.push(std::move(scene));
    CHECK(app.run() == 0);
    CHECK(q->updates == 10);
}

TEST_CASE("stack requests apply in order between frames") {
    AppFixture f;
    f.app->push(std::make_unique<CountingScene>(*f.app));
    f.app->push(std::make_unique<CountingScene>(*f.app));
    CHECK(f.app->depth() == 1); // not yet
    f.app->step();
    CHECK(f.app->depth() == 3);
    f.app->replace(std::make_unique<CountingScene>(*f.app));
    f.app->pop();
    f.app->step();
    CHECK(f.app->depth() == 2);
    f.app->go_to_title("hello");
    f.app->step();
    CHECK(f.app->depth() == 1);
    CHECK(f.top() == "title");
    CHECK(f.top_as<TitleScene>()->message() == "hello");
}

TEST_CASE("F11 and Alt+Enter toggle fullscreen, and the choice is remembered") {
    AppFixture f;
    CHECK_FALSE(f.app->fullscreen());
    f.key(SDLK_F11);
    CHECK(f.app->fullscreen());
    CHECK(f.app->settings().fullscreen);
    CHECK(load_settings(f.app->settings_path()).fullscreen);
    f.key(SDLK_RETURN, KMOD_LALT);
    CHECK_FALSE(f.app->fullscreen());
    CHECK_FALSE(load_settings(f.app->settings_path()).fullscreen);
    CHECK(f.top() == "title"); // Alt+Enter did not press the focused button

    f.key(SDLK_F11);
    f.open(); // a new run starts fullscreen
    CHECK(f.app->fullscreen());
}

TEST_CASE("F1 opens the shortcuts and closes them again") {
    AppFixture f;
    f.key(SDLK_F1);
    CHECK(f.top() == "shortcuts");
    f.key(SDLK_F1);
    CHECK(f.top() == "title");
    f.key(SDLK_SLASH, KMOD_LSHIFT);
    CHECK(f.top() == "shortcuts");
    f.key(SDLK_ESCAPE);
    CHECK(f.top() == "title");
}

TEST_CASE("settings survive a restart; a broken settings file falls back to the defaults") {
    AppFixture f;
    f.app->settings().animations = false;
    f.app->settings().set_difficulty("cribbage", "greedy");
    f.app->settings().set_option("fivecrowns", "auto_continue", true);
    f.app->settings().player_name = "Ada";
    f.app->save_settings();
    f.open();
    CHECK_FALSE(f.app->settings().animations);
    CHECK(f.app->settings().difficulty("cribbage") == "greedy");
    CHECK(f.app->settings().difficulty("fivecrowns") == "expert");
    CHECK(f.app->settings().option("fivecrowns", "auto_continue"));
    CHECK_FALSE(f.app->settings().option("fivecrowns", "hide_draw_pile"));
    CHECK(f.app->settings().player_name == "Ada");

    f.dir.write("settings.json", "{ not json");
    f.open();
    CHECK(f.app->settings() == Settings{});
    CHECK(f.top_as<TitleScene>()->message_is_error());
}

TEST_CASE("settings JSON: unknown keys ignored, wrong types said and ignored, missing keys "
          "default") {
    std::string error;
    const Settings s =
        settings_from_json(R"({"animations": false, "extra": 1, "games": {"cribbage": )"
                           R"({"difficulty": 3, "hide": "yes", "fast": true}, "x": 2}})",
                           &error);
    CHECK(error == "Some settings were of the wrong kind; their defaults are used: "
                   "\"games.cribbage.difficulty\" (3, not text), \"games.cribbage.hide\" "
                   "(\"yes\", not true or false), \"games.x\" (2, not an object).");
    CHECK_FALSE(s.animations);
    CHECK(s.difficulty("cribbage") == "expert");
    CHECK_FALSE(s.option("cribbage", "hide"));
    CHECK(s.option("cribbage", "fast"));
    CHECK(settings_from_json(settings_to_json(s)) == s);
    settings_from_json("[1, 2]", &error);
    CHECK_FALSE(error.empty());
    // The animations' speed and the game last played come back; an unknown speed is normal.
    Settings kept;
    kept.animation_speed = "slow";
    kept.last_game = "cruno";
    CHECK(settings_from_json(settings_to_json(kept)) == kept);
    CHECK(settings_from_json(R"({"animation_speed": "warp"})").animation_speed == "normal");
}

TEST_CASE("a screenshot is a PNG of the output size") {
    AppFixture f(1024, 600);
    const std::string path = f.dir.file("shot.png");
    REQUIRE_FALSE(f.app->save_screenshot(path).has_value());
    SDL_Surface* s = IMG_Load(path.c_str());
    REQUIRE(s != nullptr);
    CHECK(s->w == 1024);
    CHECK(s->h == 600);
    // The felt: a top-left pixel is green-dominant.
    SDL_Surface* rgba = SDL_ConvertSurfaceFormat(s, SDL_PIXELFORMAT_RGBA32, 0);
    const auto* p = static_cast<const Uint8*>(rgba->pixels) + 4 * rgba->pitch + 4 * 4;
    CHECK(p[1] > p[0]);
    CHECK(p[1] > p[2]);
    SDL_FreeSurface(rgba);
    SDL_FreeSurface(s);
}

TEST_CASE("the text cache stays bounded") {
    AppFixture f;
    Gfx& g = f.app->gfx();
    for (int i = 0; i < 2000; ++i) {
        g.text("line " + std::to_string(i), 0, 0, TextStyle{});
    }
    CHECK(g.text_cache_size() <= 600);
    CHECK(g.measure("Parlor", TextStyle{}).w > 0);
}

TEST_CASE("the worker runs a job off the calling thread and hands the result over once") {
    Worker<int> w;
    std::atomic<bool> release{false};
    CHECK(w.start([&] {
        while (!release) {
            std::this_thread::yield();
        }
        return 42;
    }));
    CHECK(w.working());
    CHECK_FALSE(w.poll().has_value());      // not finished: poll does not block
    CHECK_FALSE(w.start([] { return 1; })); // one job at a time
    release = true;
    std::optional<int> result;
    for (int i = 0; i < 10000 && !result; ++i) {
        result = w.poll();
        std::this_thread::sleep_for(std::chrono::microseconds(100));
    }
    CHECK(result == 42);
    CHECK_FALSE(w.working());
    CHECK_FALSE(w.poll().has_value());
}

TEST_CASE("file names typed by a player are made safe") {
    CHECK(sanitize_file_name("My game!") == "My game");
    CHECK(sanitize_file_name("../../etc/passwd") == "etcpasswd");
    CHECK(sanitize_file_name("  .hidden ") == "hidden");
    CHECK(sanitize_file_name("///").empty());
    CHECK(sanitize_file_name("round-3_v2") == "round-3_v2");
}

TEST_CASE("a suggested name is replaced by typing, cleared by Backspace, kept by a caret move") {
    TextField field;
    field.suggest("five-crowns-round-1");
    field.on_text("my game");
    CHECK(field.text == "my game");
    field.on_text("s");
    CHECK(field.text == "my games"); // only the suggestion is replaced, not what was typed

    field.suggest("Ada");
    CHECK(field.on_action(UiAction::Erase));
    CHECK(field.text.empty());
    field.on_text("Bo");
    CHECK(field.text == "Bo");

    field.suggest("Ada");
    CHECK(field.on_action(UiAction::End));
    field.on_text("m");
    CHECK(field.text == "Adam");
    field.suggest("Ada");
    CHECK(field.on_action(UiAction::Home));
    field.on_text("M");
    CHECK(field.text == "MAda");

    field.set_text("typed"); // set, not suggested: typing goes on at the end
    field.on_text("!");
    CHECK(field.text == "typed!");
}

TEST_CASE("a name typed on the new-game screen replaces the suggested one") {
    AppFixture f;
    f.key(SDLK_RETURN); // New game
    f.key(SDLK_RETURN); // Five Crowns
    f.key(SDLK_RETURN); // the suggested difficulty
    f.key(SDLK_RETURN); // two players
    f.type("Bo");       // the suggested name is replaced
    f.key(SDLK_RETURN);
    REQUIRE(f.top() == "new_game");
    CHECK(f.top_as<NewGameScene>()->choice().player_name == "Bo");
}

} // namespace framework_test
