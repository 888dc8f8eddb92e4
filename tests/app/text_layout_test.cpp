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
