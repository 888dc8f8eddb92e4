#pragma once
// The check every screen and table gets at every size: no line of text over another, out of its
// panel or off the window (Gfx records what a frame painted; TextBoxes says what is wrong).

#include "app_fixture.hpp"

#include <doctest/doctest.h>

#include <array>
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
        app.gfx().record_text_boxes(true);
        app.render_now();
        const TextBoxes* boxes = app.gfx().text_boxes();
        REQUIRE(boxes != nullptr);
        if (boxes->visible().empty()) {
            faults_.push_back(what + ": no text painted at all");
        }
        for (const std::string& fault : boxes->faults()) {
            faults_.push_back(what + ": " + fault);
        }
        app.gfx().record_text_boxes(false);
    }

    int looked() const { return looked_; }

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

} // namespace parlor::app::testing
