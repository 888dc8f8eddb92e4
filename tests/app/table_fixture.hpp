#pragma once
// A game's table opened on a given state in a hidden App (app_fixture.hpp), and the player's
// hands on it: where a target is, a click on it, the state, the scene. Every table test uses it.

#include "app_fixture.hpp"

#include "app/table/zones.hpp"

#include <doctest/doctest.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <memory>
#include <string>

namespace parlor::app::testing {

// Where the hand-run "screenshots" cases write their PNGs: $PARLOR_SHOTS, or /tmp/parlor-shots.
inline std::string shots_dir() {
    const char* env = std::getenv("PARLOR_SHOTS");
    const std::string dir = env ? env : "/tmp/parlor-shots";
    std::filesystem::create_directories(dir);
    return dir;
}

template <class Scene> struct TableFixture {
    AppFixture f;

    // `difficulty`: the computer's strategy ("greedy" plays fast and the same way each time).
    explicit TableFixture(const typename Scene::State& state, int w = 1280, int h = 720,
                          bool animations = true, const char* difficulty = "greedy",
                          std::uint64_t seed = 77)
        : f(w, h) {
        f.app->settings().animations = animations;
        typename Scene::Start start;
        start.state = state;
        start.seed = seed;
        start.difficulty = difficulty;
        f.app->reset_to(std::make_unique<Scene>(*f.app, start));
        f.app->step();
        REQUIRE(f.top() == "table");
    }

    Scene& scene() {
        auto* s = f.top_as<Scene>();
        REQUIRE(s != nullptr);
        return *s;
    }
    const typename Scene::State& state() { return scene().state(); }

    static Point at(const Rect& r) { return Point{r.cx(), r.cy()}; }
    // A point that lands on the target: for a card of a fan, the part the next card leaves
    // uncovered.
    Point on(table::Target t) {
        const Rect b = scene().box(t);
        REQUIRE_FALSE(b.empty());
        if (t.is_button()) {
            return at(b);
        }
        const Rect next = scene().box(table::Target{t.zone, t.index + 1});
        const float visible =
            next.empty() || next.y != b.y ? b.w : std::clamp(next.x - b.x, 1.0f, b.w);
        return Point{b.x + visible / 2, b.y + b.h / 3};
    }
    void click(Point p, int clicks = 1) { f.click(p.x, p.y, clicks); }
    void click(table::Target t, int clicks = 1) { click(on(t), clicks); }
    void click_button(int id) { click(table::Target::button(id)); }
    // Moves to `at` and presses the left button there, one frame run; the event is handed back
    // for the test to let go with (its type set to SDL_MOUSEBUTTONUP).
    SDL_Event press(Point at) {
        f.move(at.x, at.y);
        SDL_Event e{};
        e.type = SDL_MOUSEBUTTONDOWN;
        e.button.button = SDL_BUTTON_LEFT;
        e.button.clicks = 1;
        e.button.x = static_cast<int>(at.x);
        e.button.y = static_cast<int>(at.y);
        f.push(e);
        f.app->step();
        return e;
    }
    // Presses at `from`, moves past the drag threshold to `to` and lets go there.
    void drag(Point from, Point to) {
        SDL_Event e = press(from);
        f.move((from.x + to.x) / 2, (from.y + to.y) / 2);
        f.move(to.x, to.y);
        e.type = SDL_MOUSEBUTTONUP;
        e.button.x = static_cast<int>(to.x);
        e.button.y = static_cast<int>(to.y);
        f.push(e);
        f.app->step();
    }
};

} // namespace parlor::app::testing
