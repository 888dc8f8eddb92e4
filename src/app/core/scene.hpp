#pragma once
// A scene is one screen (title, table, results) or an overlay drawn over the scene below it
// (pause menu, dialogs). Scenes live on App's stack; only the top one gets input and updates.

#include "app/core/geometry.hpp"
#include "app/core/ui_action.hpp"

#include <string_view>

namespace parlor::app {

class App;
class Gfx;

// A mouse event in renderer output pixels (already scaled for HiDPI).
struct MouseEvent {
    enum class Kind { Move, Down, Up, Wheel };
    Kind kind = Kind::Move;
    Point pos;
    int button = 0;  // SDL_BUTTON_LEFT (1), SDL_BUTTON_RIGHT (3) for Down/Up
    int clicks = 1;  // 2 for a double click (Down/Up)
    float wheel = 0; // Wheel: positive = away from the user (scroll up)
};

class Scene {
  public:
    explicit Scene(App& app) : app_(app) {}
    virtual ~Scene() = default;
    Scene(const Scene&) = delete;
    Scene& operator=(const Scene&) = delete;

    // A short stable id ("title", "table", "pause", ...) the tests assert on.
    virtual std::string_view name() const = 0;
    // Overlays let the scenes below show through (they draw their own dimming).
    virtual bool is_overlay() const { return false; }
    // The game a table scene plays (its catalogue id), so overlays can show that game's rules and
    // keys; empty elsewhere.
    virtual std::string_view game_id() const { return {}; }
    // True while update() has work every step: something moves, a pause counts down, a computer
    // is due or deciding, an answer is awaited. The loop then runs update() at 60 Hz; otherwise it
    // sleeps until input or a wake-up, and still runs update() once each time it wakes (at the
    // latest every App::idle_wake_seconds), so a scene that forgets to tick is late, never stuck.
    virtual bool ticking() const { return false; }
    // True while a text field has focus: printable keys arrive as on_text, not as actions.
    virtual bool wants_text_input() const { return false; }

    virtual void on_action(UiAction) {}
    // A letter or digit key ('a'..'z', '0'..'9'), which each scene interprets itself.
    virtual void on_key(char) {}
    virtual void on_mouse(const MouseEvent&) {}
    virtual void on_text(std::string_view /*utf8*/) {}
    // Called when the scene becomes the top of the stack again (the one above was popped).
    virtual void on_resume() {}
    // Fixed step, dt = 1/60 s. Called only for the top scene.
    virtual void update(double /*dt*/) {}
    // Draws the whole scene; lay out from g.width()/g.height() every time (resizing reflows).
    virtual void render(Gfx& g) = 0;

  protected:
    App& app() { return app_; }
    const App& app() const { return app_; }

  private:
    App& app_;
};

} // namespace parlor::app
