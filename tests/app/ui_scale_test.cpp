// The size of text and cards (issue 45): kept in the settings (an old file reads as 100%, a bad
// value is said), Ctrl+Plus and Ctrl+Minus and the Settings row change it, 100% lays out exactly
// as before, and at 200% the title, Settings and every game's table still paint no text over
// text, out of its panel or off the window.

#include "test_data_dir.hpp"
#include "text_layout.hpp"

#include "app/core/settings.hpp"
#include "app/cribbage/table.hpp"
#include "app/fivecrowns/table.hpp"
#include "app/scenes/settings_scene.hpp"
#include "app/table_entries.hpp"

#include <SDL.h>
#include <doctest/doctest.h>

#include <cstdlib>
#include <string>
#include <vector>

namespace ui_scale_test {

using namespace parlor::app;
using namespace parlor::app::testing;

namespace {

// One save of each game, in play.
const std::vector<std::string> tables{
    "fivecrowns/brief_example.txt", "cribbage/play_go.txt",         "pinochle/shared_melds.txt",
    "casino/spec_example.txt",      "cruno/documented_example.txt",
};

} // namespace

TEST_CASE("the size is kept in the settings: an old file reads 100%, a bad value is said") {
    std::string error;
    CHECK(settings_from_json(R"({"sound": true})", &error).ui_scale == 100);
    CHECK(error.empty());
    Settings s;
    s.ui_scale = 175;
    CHECK(settings_from_json(settings_to_json(s), &error).ui_scale == 175);
    CHECK(error.empty());
    for (const char* bad : {R"({"ui_scale": 130})", R"({"ui_scale": "big"})",
                            R"({"ui_scale": 1e300})", R"({"ui_scale": 0})"}) {
        CAPTURE(bad);
        error.clear();
        CHECK(settings_from_json(bad, &error).ui_scale == 100);
        CHECK(error.find("\"ui_scale\"") != std::string::npos);
    }
}

TEST_CASE("100% is the unit as before; larger sizes enlarge it as far as the window has room") {
    PercentGuard guard;
    for (const auto& size : layout_sizes) {
        const int w = size.first, h = size.second; // CAPTURE takes it (clang 14)
        CAPTURE(w);
        const float before = std::min(float(w) / 1280.0f, float(h) / 720.0f);
        CHECK(Scale::of(w, h, 100).unit == before);
        float last = before;
        for (const int percent : ui_percents) {
            const float unit = Scale::of(w, h, percent).unit;
            CHECK(unit >= last); // never smaller for a larger size
            CHECK(unit <= before * float(percent) / 100.0f + 1e-4f);
            // The screen in design units never gets smaller than every layout was made for.
            CHECK(float(w) / unit >= Scale::min_design_w - 0.5f);
            CHECK(float(h) / unit >= Scale::min_design_h - 0.5f);
            last = unit;
        }
    }
    // The least room is 1024x576 design units: a 16:9 window's unit grows by a quarter at most.
    CHECK(Scale::of(1920, 1080, 200).unit == doctest::Approx(1.5f * 1.25f));
    CHECK(Scale::of(1920, 1080, 125).unit == doctest::Approx(1.5f * 1.25f));
    CHECK(Scale::of(1920, 1080, 100).unit == doctest::Approx(1.5f));
    // A larger least room holds the unit back (as when the layouts were made for 1280x720 only).
    const float room_w = Scale::min_design_w, room_h = Scale::min_design_h;
    Scale::min_design_w = 1280;
    Scale::min_design_h = 720;
    CHECK(Scale::of(1920, 1080, 200).unit == doctest::Approx(1.5f));
    Scale::min_design_w = room_w;
    Scale::min_design_h = room_h;
    Scale::percent = 150;
    CHECK(Scale::of(1920, 1080).unit == Scale::of(1920, 1080, 150).unit);
}

TEST_CASE("200% draws the cards and the text at least a quarter larger than 100% in common "
          "windows") {
    PercentGuard guard;
    for (const auto& size : {std::pair{1280, 720}, std::pair{1920, 1080}}) {
        const int w = size.first, h = size.second; // lambdas below take them (clang 14)
        CAPTURE(w);
        AppFixture f(w, h);
        f.app->settings().animations = false;
        OpenedGame opened =
            open_save_file(*f.app, std::string(PARLOR_TEST_DATA) + "/cribbage/play_go.txt");
        REQUIRE_MESSAGE(opened.scene != nullptr, opened.error);
        f.app->reset_to(std::move(opened.scene));
        f.app->step();
        struct Sizes {
            float cribbage_card, fivecrowns_card, body, title;
        };
        const auto measure = [&](int percent) {
            f.app->set_ui_scale(percent);
            const table::TableFrame frame = table::frame_table(w, h, false);
            Sizes s{};
            s.cribbage_card = cribbage_table::layout_cribbage(frame).human_card.w;
            s.fivecrowns_card = fivecrowns_table::layout_fivecrowns(frame).human_card.w;
            s.body = f.app->gfx().line_height(TextStyle{frame.font_body, false});
            // The table's title as painted in the top bar.
            f.app->gfx().record_text_boxes(true);
            f.app->render_now();
            for (const DrawnText& line : f.app->gfx().text_boxes()->visible()) {
                if (line.text == "Cribbage") {
                    s.title = line.box.h;
                }
            }
            f.app->gfx().record_text_boxes(false);
            return s;
        };
        const Sizes normal = measure(100);
        const Sizes large = measure(200);
        REQUIRE(normal.title > 0);
        CHECK(large.cribbage_card >= 1.25f * normal.cribbage_card - 1);
        CHECK(large.fivecrowns_card >= 1.25f * normal.fivecrowns_card - 1);
        CHECK(large.body >= 1.25f * normal.body - 1);
        CHECK(large.title >= 1.25f * normal.title - 1);
    }
}

TEST_CASE("Ctrl+Plus and Ctrl+Minus change the size a step, kept in the settings file") {
    PercentGuard guard;
    AppFixture f(1920, 1080);
    CHECK(f.app->settings().ui_scale == 100);
    const float unit = f.app->gfx().u(1);
    f.key(SDLK_EQUALS, KMOD_LCTRL);
    CHECK(f.app->settings().ui_scale == 125);
    CHECK(Scale::percent == 125);
    f.app->render_now();
    CHECK(f.app->gfx().u(1) >= unit); // as large as the window has room for
    f.key(SDLK_KP_PLUS, KMOD_LCTRL);
    f.key(SDLK_PLUS, KMOD_LCTRL);
    f.key(SDLK_EQUALS, KMOD_LCTRL);
    f.key(SDLK_EQUALS, KMOD_LCTRL); // stops at 200%
    CHECK(f.app->settings().ui_scale == 200);
    f.key(SDLK_MINUS, KMOD_LCTRL);
    CHECK(f.app->settings().ui_scale == 175);
    CHECK(load_settings(f.app->settings_path()).ui_scale == 175);
    f.open(1920, 1080); // the next start has it
    CHECK(f.app->settings().ui_scale == 175);
    CHECK(Scale::percent == 175);
    for (int i = 0; i < 6; ++i) {
        f.key(SDLK_KP_MINUS, KMOD_RCTRL);
    }
    CHECK(f.app->settings().ui_scale == 100);
    CHECK(Scale::percent == 100);
}

TEST_CASE("the Settings row turns the size: Enter goes up and past 200% back to 100%") {
    PercentGuard guard;
    AppFixture f(1280, 720);
    f.app->push(std::make_unique<SettingsScene>(*f.app));
    f.app->step();
    // Up from the first row wraps to Done, the last; the size is six above it (Deck, Sound,
    // Volume, Speech and Drawing between).
    for (int i = 0; i < 7; ++i) {
        f.key(SDLK_UP);
    }
    const auto* settings = f.top_as<SettingsScene>();
    REQUIRE(settings != nullptr);
    REQUIRE(settings->rows()[static_cast<std::size_t>(settings->focused())].label.rfind(
                "Size of text and cards", 0) == 0);
    f.key(SDLK_RETURN);
    CHECK(f.app->settings().ui_scale == 125);
    f.key(SDLK_LEFT);
    f.key(SDLK_LEFT); // stops at 100%
    CHECK(f.app->settings().ui_scale == 100);
    for (int i = 0; i < 4; ++i) {
        f.key(SDLK_RIGHT);
    }
    CHECK(f.app->settings().ui_scale == 200);
    f.key(SDLK_RETURN);
    CHECK(f.app->settings().ui_scale == 100);
}

TEST_CASE("at 100% and 200%, the title, Settings and every game's table paint no text over text "
          "(written out with PARLOR_SCREENSHOT_DIR)") {
    PercentGuard guard;
    TextFaults faults;
    const char* dir = std::getenv("PARLOR_SCREENSHOT_DIR");
    const std::vector<std::pair<int, int>> sizes{{800, 480}, {1920, 1080}};
    for (const auto& size : sizes) {
        const int w = size.first, h = size.second; // lambdas below take them (clang 14)
        AppFixture f(w, h);
        f.app->settings().animations = false;
        for (const int percent : {100, 200}) {
            f.app->set_ui_scale(percent);
            const std::string at = " at " + size_name(w, h) + ", " + std::to_string(percent) + "%";
            const auto look = [&](const std::string& name, const std::string& what) {
                if (dir != nullptr) {
                    f.app->render_now();
                    REQUIRE_FALSE(f.app
                                      ->save_screenshot(std::string(dir) + "/" + name + "-" +
                                                        size_name(w, h) + "-" +
                                                        std::to_string(percent) + ".png")
                                      .has_value());
                }
                faults.look(*f.app, what);
            };
            f.app->go_to_title();
            f.app->step();
            look("title", "title" + at);
            f.app->push(std::make_unique<SettingsScene>(*f.app));
            f.app->step();
            look("settings", "settings" + at);
            for (const std::string& save : tables) {
                const std::string game = save.substr(0, save.find('/'));
                OpenedGame opened =
                    open_save_file(*f.app, std::string(PARLOR_TEST_DATA) + "/" + save);
                REQUIRE_MESSAGE(opened.scene != nullptr, save << ": " << opened.error);
                f.app->reset_to(std::move(opened.scene));
                f.app->step();
                REQUIRE(f.top() == "table");
                look(game, save + at);
                f.key(SDLK_h);
                f.run_until([] { return false; }, 30);
                look(game + "-help", save + at + ", with help");
            }
        }
    }
    MESSAGE(faults.looked() << " screens looked at");
    faults.check();
}

} // namespace ui_scale_test
