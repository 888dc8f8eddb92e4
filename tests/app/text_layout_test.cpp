// No line of text runs into another, out of its panel or off the window: every table opened on
// saves in several of its phases (as it opens, a while into play, with help asked, the keys'
// list, the pause menu), at five sizes from 800x480 to 3840x2160, help and keys at 200% too in
// 800x480 and 1920x1080. The framework's screens get the
// same check in screens_test.cpp.

#include "test_data_dir.hpp"
#include "text_layout.hpp"

#include "app/table_entries.hpp"

#include <SDL.h>
#include <doctest/doctest.h>

#include <algorithm>
#include <string>
#include <utility>
#include <vector>

namespace text_layout_test {

using namespace parlor::app;
using namespace parlor::app::testing;

namespace {

// Tables in different phases: a fresh deal, a hand being played, the computer to act, big tables.
const std::vector<std::string> saves{
    "fivecrowns/brief_example.txt",
    "fivecrowns/lenient_layout.txt",
    "fivecrowns/went_out.txt",
    "cribbage/lay_away_messy.txt",
    "cribbage/play_go.txt",
    "pinochle/documented_example.txt",
    "pinochle/shared_melds.txt",
    "pinochle/stock_taken.txt",
    "casino/spec_example.txt",
    "casino/handed_out_51.txt",
    "casino/wrapped_owner.txt",
    "cruno/documented_example.txt",
    "stalls/cruno_computer_to_act.txt",
    "stalls/cruno_trickster_then_rule.txt",
    "stalls/pinochle_computer_leads.txt",
    "stalls/cribbage_computer_lays_away.txt",
    "stalls/casino_computer_to_act.txt",
};

// A few hundred frames of play with the computer's threads given real time to answer.
void play_on(AppFixture& f, int frames) {
    f.run_until([] { return false; }, frames);
}

// In the windows of scaled_sizes, the same screen at 200% too: the game as played, not another.
void look_larger(AppFixture& f, TextFaults& faults, const std::string& what) {
    int w = 0;
    int h = 0;
    SDL_GetWindowSize(f.app->window(), &w, &h);
    if (std::find(scaled_sizes.begin(), scaled_sizes.end(), std::pair{w, h}) ==
        scaled_sizes.end()) {
        return;
    }
    f.app->set_ui_scale(largest_percent);
    faults.look(*f.app, what + ", " + std::to_string(largest_percent) + "%");
    f.app->set_ui_scale(100);
}

} // namespace

// The check below records frames without painting them: the record must be a painted frame's,
// line for line (each line's text, where it shows, and what it lies on).
TEST_CASE("a frame recorded without its pixels records what the painted frame records") {
    PercentGuard guard;
    const auto record = [](App& app, Gfx::Pixels pixels) {
        app.gfx().record_text_boxes(true, pixels);
        app.render_now();
        std::vector<DrawnText> lines = app.gfx().text_boxes()->visible();
        app.gfx().record_text_boxes(false);
        return lines;
    };
    int compared = 0;
    for (const auto& size : scaled_sizes) {
        const auto [w, h] = size;
        AppFixture f(w, h);
        const std::string where = size_name(w, h);
        for (const int percent : {100, largest_percent}) {
            f.app->set_ui_scale(percent);
            for (const std::string save :
                 {"fivecrowns/went_out.txt", "cribbage/play_go.txt", "casino/spec_example.txt"}) {
                OpenedGame opened =
                    open_save_file(*f.app, std::string(PARLOR_TEST_DATA) + "/" + save);
                REQUIRE_MESSAGE(opened.scene != nullptr, save << ": " << opened.error);
                f.app->reset_to(std::move(opened.scene));
                f.app->step();
                f.key(SDLK_h); // help: the panels with the most lines
                f.app->step();
                const std::vector<DrawnText> painted = record(*f.app, Gfx::Pixels::Painted);
                const std::vector<DrawnText> unpainted = record(*f.app, Gfx::Pixels::Skipped);
                INFO(save << " at " << where << ", " << percent << "%");
                CHECK(painted.size() > 10);
                REQUIRE(painted.size() == unpainted.size());
                for (std::size_t i = 0; i < painted.size(); ++i) {
                    INFO("line " << i << ": " << painted[i].text);
                    CHECK(unpainted[i].text == painted[i].text);
                    CHECK(unpainted[i].box == painted[i].box);
                    CHECK(unpainted[i].panel == painted[i].panel);
                    ++compared;
                }
            }
        }
    }
    MESSAGE(compared << " lines compared");
}

TEST_CASE("no table paints text over text, out of its panel or off the window") {
    PercentGuard guard;
    TextFaults faults;
    for (const auto& [w, h] : layout_sizes) {
        const std::string size = size_name(w, h);
        // One window per size, each save opened in it as the title's Load would: a window
        // (and its pictures) made once per size rather than once per save.
        AppFixture f(w, h);
        f.app->settings().animations = false;
        f.app->save_settings();
        const UnpaintedFrames unpainted(*f.app);
        for (const std::string& save : saves) {
            OpenedGame opened = open_save_file(*f.app, std::string(PARLOR_TEST_DATA) + "/" + save);
            REQUIRE_MESSAGE(opened.scene != nullptr, save << ": " << opened.error);
            f.app->reset_to(std::move(opened.scene));
            f.app->step();
            REQUIRE(f.top() == "table");
            const std::string what = save + " at " + size;
            faults.look(*f.app, what + ", as it opens");
            play_on(f, 60);
            if (f.top() != "table") {
                faults.look(*f.app, what + ", " + f.top() + " after some play");
                continue;
            }
            faults.look(*f.app, what + ", after some play");
            f.key(SDLK_h);
            play_on(f, 60);
            faults.look(*f.app, what + ", with help");
            look_larger(f, faults, what + ", with help");
            f.key(SDLK_F1);
            faults.look(*f.app, what + ", the keys");
            look_larger(f, faults, what + ", the keys");
            f.key(SDLK_ESCAPE);
            f.key(SDLK_ESCAPE);
            faults.look(*f.app, what + ", " + f.top());
        }
    }
    MESSAGE(faults.looked() << " screens looked at");
    faults.check();
}

} // namespace text_layout_test
