#pragma once
// The check every screen and table gets at every size: no line of text over another, out of its
// panel or off the window (Gfx records what a frame painted; TextBoxes says what is wrong).

#include "app_fixture.hpp"

#include <doctest/doctest.h>

#include <SDL.h>

#include <array>
#include <cstdlib>
#include <functional>
#include <string>
#include <utility>
#include <vector>

namespace parlor::app::testing {

// From the smallest window the program supports to 4K.
inline constexpr std::array<std::pair<int, int>, 5> layout_sizes{
    {{800, 480}, {1024, 600}, {1280, 720}, {1920, 1080}, {3840, 2160}}};

inline std::string size_name(int w, int h) {
    return std::to_string(w) + "x" + std::to_string(h);
}

// Collects what is wrong with the text of each frame looked at, and reports it all at the end,
// each line naming the screen and size it was seen on.
class TextFaults {
  public:
    // Paints the app's screen once as it stands, every line recorded, and notes its faults.
    void look(App& app, const std::string& what) {
        ++looked_;
        const bool recording = app.gfx().text_boxes() != nullptr; // by an UnpaintedFrames
        app.gfx().record_text_boxes(true, pixels());
        app.render_now();
        const TextBoxes* boxes = app.gfx().text_boxes();
        REQUIRE(boxes != nullptr);
        if (boxes->visible().empty()) {
            faults_.push_back(what + ": no text painted at all");
        }
        for (const std::string& fault : boxes->faults()) {
            faults_.push_back(what + ": " + fault);
        }
        if (!recording) {
            app.gfx().record_text_boxes(false);
        }
    }

    int looked() const { return looked_; }

    // The check reads only where things go: frames are recorded without their pixels (a 4K frame
    // painted by the software renderer costs most of a look), unless the screens are to be
    // written out (PARLOR_SCREENSHOT_DIR).
    static Gfx::Pixels pixels() {
        return std::getenv("PARLOR_SCREENSHOT_DIR") ? Gfx::Pixels::Painted : Gfx::Pixels::Skipped;
    }

    void check() const {
        std::string all;
        for (const std::string& f : faults_) {
            all += f + "\n";
        }
        INFO(faults_.size() << " faults in " << looked_ << " screens:\n" << all);
        CHECK(faults_.empty());
    }

  private:
    std::vector<std::string> faults_;
    int looked_ = 0;
};

// While it lives, the app's frames are recorded and not painted (TextFaults::pixels): for a test
// whose frames between its looks are only the way to the next (the computer's moves, a resize).
class UnpaintedFrames {
  public:
    explicit UnpaintedFrames(App& app) : app_(app) {
        app_.gfx().record_text_boxes(true, TextFaults::pixels());
    }
    ~UnpaintedFrames() { app_.gfx().record_text_boxes(false); }
    UnpaintedFrames(const UnpaintedFrames&) = delete;
    UnpaintedFrames& operator=(const UnpaintedFrames&) = delete;

  private:
    App& app_;
};

// Scale::percent is the process's (each App sets it from its settings): a test that changes it
// leaves it as it found it, for the layouts tested without an App.
struct PercentGuard {
    int before = Scale::percent;
    ~PercentGuard() { Scale::percent = before; }
};

// The sizes the largest text and cards (200%) are looked at in: the least window and a common one.
inline constexpr std::array<std::pair<int, int>, 2> scaled_sizes{{{800, 480}, {1920, 1080}}};
inline constexpr int largest_percent = 200;

// Looks at the app's screen as it stands at every size of layout_sizes in turn, the window resized
// as a player resizes it, then at 200% in scaled_sizes, then gives the window its size and scale
// back. A game played once is looked at at every size: playing it again at each size cost a whole
// game of computer turns per size, painted at that size (a 4K frame costs ten of 800x480's).
// `shot`, when given, is called at each size after the look (to write the screen out), with the
// size's name ("800x480", "800x480-200" at 200%).
inline void look_at_every_size(App& app, TextFaults& faults, const std::string& what,
                               const std::function<void(const std::string& size)>& shot = {}) {
    int w0 = 0;
    int h0 = 0;
    SDL_GetWindowSize(app.window(), &w0, &h0);
    const UnpaintedFrames unpainted(app);
    const auto look = [&](int w, int h, const std::string& name) {
        SDL_SetWindowSize(app.window(), w, h);
        app.step(); // the window's event: the scene lays itself out again
        faults.look(app, what + " at " + name);
        if (shot) {
            shot(name);
        }
    };
    for (const auto& [w, h] : layout_sizes) {
        look(w, h, size_name(w, h));
    }
    const int percent = app.settings().ui_scale;
    app.set_ui_scale(largest_percent);
    for (const auto& [w, h] : scaled_sizes) {
        look(w, h, size_name(w, h) + "-" + std::to_string(largest_percent));
    }
    app.set_ui_scale(percent);
    SDL_SetWindowSize(app.window(), w0, h0);
    app.step();
}

} // namespace parlor::app::testing
