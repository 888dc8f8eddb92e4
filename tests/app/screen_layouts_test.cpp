// The screens' layouts, plain functions of the window's size, held at every size from the
// smallest window to 4K: every part inside the window and its panel, no button over another or
// over the screen's other parts (New game's note, text box and coin; the title's heading, notice,
// key hints and fan; each dialog's text, list and field; the results' sheet).

#include "app/core/theme.hpp"
#include "app/scenes/dialog_layouts.hpp"
#include "app/scenes/new_game_layout.hpp"
#include "app/scenes/statistics_layout.hpp"
#include "app/scenes/title_layout.hpp"
#include "app/table/results_layout.hpp"
#include "app/table_entries.hpp"
#include "app/ui/widgets.hpp"

#include <doctest/doctest.h>

#include <algorithm>
#include <string>
#include <utility>
#include <vector>

namespace screen_layouts_test {

using namespace parlor::app;

namespace {

const std::pair<int, int> sizes[] = {
    {800, 480}, {1024, 600}, {1280, 720}, {1920, 1080}, {3840, 2160}};

bool inside(const Rect& inner, const Rect& outer) {
    const float slack = 0.5f; // rounding of the unit
    return inner.x >= outer.x - slack && inner.y >= outer.y - slack &&
           inner.right() <= outer.right() + slack && inner.bottom() <= outer.bottom() + slack;
}

bool overlap(const Rect& a, const Rect& b) {
    return a.w > 0 && a.h > 0 && b.w > 0 && b.h > 0 && a.x < b.right() - 0.5f &&
           b.x < a.right() - 0.5f && a.y < b.bottom() - 0.5f && b.y < a.bottom() - 0.5f;
}

std::string name_of(Arrangement a) {
    switch (a) {
    case Arrangement::Column:
        return "column";
    case Arrangement::Counts:
        return "counts";
    case Arrangement::Grid:
        return "grid";
    case Arrangement::Field:
        return "field";
    case Arrangement::Coin:
        return "coin";
    case Arrangement::Landed:
        return "landed";
    }
    return "?";
}

void check(int w, int h, Arrangement arrangement, int buttons, int steps) {
    CAPTURE(w);
    CAPTURE(h);
    CAPTURE(name_of(arrangement));
    CAPTURE(buttons);
    const NewGameLayout l = layout_new_game(w, h, arrangement, buttons, steps);
    const Rect window{0, 0, float(w), float(h)};
    CHECK(inside(l.panel, window));
    CHECK(inside(l.body, l.panel));
    REQUIRE(l.buttons.size() == static_cast<std::size_t>(buttons));
    REQUIRE(l.dots.size() == static_cast<std::size_t>(steps));
    for (const Point& dot : l.dots) {
        CHECK(inside(Rect{dot.x, dot.y, 0, 0}, l.body));
    }
    std::vector<Rect> parts;
    if (l.note.h > 0) {
        CHECK(inside(l.note, l.body));
        parts.push_back(l.note);
    }
    if (l.field.h > 0) {
        CHECK(inside(l.field, l.body));
        parts.push_back(l.field);
    }
    if (l.coin_r > 0) {
        const Rect coin{l.coin.x - l.coin_r, l.coin.y - l.coin_r, 2 * l.coin_r, 2 * l.coin_r};
        CHECK(inside(coin, l.body));
        parts.push_back(coin);
    }
    if (l.toss_line.h > 0) {
        CHECK(inside(l.toss_line, l.body));
        parts.push_back(l.toss_line);
    }
    for (std::size_t i = 0; i < l.buttons.size(); ++i) {
        CAPTURE(i);
        CHECK(inside(l.buttons[i], l.body));
        CHECK(l.buttons[i].y >= l.prompt_y); // under the question
        for (std::size_t j = i + 1; j < l.buttons.size(); ++j) {
            CHECK_FALSE(overlap(l.buttons[i], l.buttons[j]));
        }
        for (const Rect& part : parts) {
            CHECK_FALSE(overlap(l.buttons[i], part));
        }
    }
}

} // namespace

TEST_CASE("New game's layout at every size: every shape of step the games make") {
    // The counts the games give: the games and the difficulties (and Back), the player counts,
    // the seats and the rules (and Continue and Back).
    int most_players = 2;
    std::size_t most_difficulties = 0, most_options = 0;
    for (const TableEntry& game : tables()) {
        most_players = std::max(most_players, game.max_players);
        most_difficulties = std::max(most_difficulties, game.difficulties.size());
        most_options = std::max(most_options, game.options.size());
    }
    const int column_most = static_cast<int>(std::max(tables().size(), most_difficulties)) + 1;
    const int grid_most = std::max(most_players - 1, static_cast<int>(most_options)) + 2;
    for (const auto& [w, h] : sizes) {
        for (int steps = 3; steps <= 7; ++steps) {
            for (int n = 2; n <= column_most; ++n) {
                check(w, h, Arrangement::Column, n, steps);
            }
            for (int counts = 1; counts <= most_players - 1; ++counts) {
                check(w, h, Arrangement::Counts, counts + 1, steps);
            }
            for (int n = 3; n <= grid_most; ++n) {
                check(w, h, Arrangement::Grid, n, steps);
            }
            check(w, h, Arrangement::Field, 2, steps);
            check(w, h, Arrangement::Coin, 3, steps);
            check(w, h, Arrangement::Landed, 1, steps);
        }
    }
}

TEST_CASE("New game's layout keeps two lines of note under a column of choices") {
    for (const auto& [w, h] : sizes) {
        const NewGameLayout l = layout_new_game(w, h, Arrangement::Column, 6, 5);
        CHECK(l.note.y >= l.buttons.back().bottom());
        CHECK(l.note.h >= 2 * line_skip(theme::small_size * Scale::of(w, h).unit));
    }
}

TEST_CASE("the title's layout at every size: the menu, the notice, the key hints, the fan") {
    for (const auto& dimensions : sizes) {
        const auto w = std::get<0>(dimensions);
        const auto h = std::get<1>(dimensions);
        CAPTURE(w);
        CAPTURE(h);
        const TitleLayout l = layout_title(w, h, 7);
        const Rect window{0, 0, float(w), float(h)};
        CHECK(inside(l.crown, window));
        CHECK(inside(l.panel, window));
        CHECK(inside(l.notice, window));
        CHECK(inside(l.fan_cards, window));
        CHECK(inside(l.fan_cards, l.fan)); // the picture holds its cards
        CHECK(l.crown.bottom() <= l.title_y);
        CHECK(l.tagline_y > l.title_y);
        CHECK(l.panel.y > l.tagline_y);
        CHECK(l.notice.y >= l.panel.bottom());
        CHECK(l.notice.bottom() <= l.footer_y);
        CHECK(l.footer_y < float(h));
        CHECK(l.caption_y < l.footer_y);
        REQUIRE(l.buttons.size() == 7);
        for (std::size_t i = 0; i < l.buttons.size(); ++i) {
            CAPTURE(i);
            CHECK(inside(l.buttons[i], l.panel));
            CHECK(l.buttons[i].h >= 28.0f * Scale::of(w, h).unit); // a button a finger can hit
            CHECK_FALSE(overlap(l.buttons[i], l.fan_cards));
            for (std::size_t j = i + 1; j < l.buttons.size(); ++j) {
                CHECK_FALSE(overlap(l.buttons[i], l.buttons[j]));
            }
        }
        CHECK_FALSE(overlap(l.panel, l.fan_cards));
        CHECK(l.caption_y >= l.fan_cards.bottom() - 1);
    }
}

TEST_CASE("the statistics' layout at every size, up to a row for every table size of Cruno") {
    for (const auto& dimensions : sizes) {
        const auto w = std::get<0>(dimensions);
        const auto h = std::get<1>(dimensions);
        for (int rows = 0; rows <= 14; ++rows) {
            CAPTURE(w);
            CAPTURE(h);
            CAPTURE(rows);
            const StatisticsLayout l = layout_statistics(w, h, rows);
            const Rect window{0, 0, float(w), float(h)};
            CHECK(inside(l.left_arrow, window));
            CHECK(inside(l.right_arrow, window));
            CHECK(l.left_arrow.right() < l.right_arrow.x);
            CHECK(l.game_y > l.heading_y);
            CHECK(l.sheet.y >= l.left_arrow.bottom());
            CHECK(inside(l.sheet, window));
            REQUIRE(l.rows.size() == static_cast<std::size_t>(rows));
            for (std::size_t i = 0; i < l.rows.size(); ++i) {
                CHECK(inside(l.rows[i], l.sheet));
                CHECK(l.rows[i].y >= l.header_y);
                if (i > 0) {
                    CHECK_FALSE(overlap(l.rows[i - 1], l.rows[i]));
                }
            }
            CHECK(l.text_size <= l.sheet.h); // the sheet's text fits its rows
            CHECK(l.note_y >= l.sheet.bottom());
            CHECK(l.chosen_y > l.note_y);
            CHECK(l.chart.y > l.chosen_y);
            CHECK(inside(l.chart, window));
            CHECK(l.chart.h >= 40 * Scale::of(w, h).unit);
            REQUIRE(l.buttons.size() == 2);
            CHECK_FALSE(overlap(l.buttons[0], l.buttons[1]));
            for (const Rect& button : l.buttons) {
                CHECK(inside(button, window));
                CHECK(button.y > l.notice_y); // the notice's line lies between
                CHECK_FALSE(overlap(button, l.chart));
                CHECK(button.bottom() <= l.footer_y);
            }
            CHECK(l.notice_y >= l.chart.bottom());
        }
    }
}

namespace {

// A dialog's panel inside the window and its body inside the panel, under the heading.
void check_frame(const DialogFrame& frame, int w, int h) {
    const Rect window{0, 0, float(w), float(h)};
    CHECK(inside(frame.panel, window));
    CHECK(inside(frame.body, frame.panel));
    CHECK(frame.body.y > frame.panel.y + theme::heading_size * Scale::of(w, h).unit);
    CHECK(frame.body.h > 0);
}

// Buttons inside `room`, of a height a pointer can hit, none over another or over `parts`.
void check_buttons(const std::vector<Rect>& buttons, std::size_t count, const Rect& room, int w,
                   int h, const std::vector<Rect>& parts = {}) {
    REQUIRE(buttons.size() == count);
    for (std::size_t i = 0; i < buttons.size(); ++i) {
        CAPTURE(i);
        CHECK(inside(buttons[i], room));
        CHECK(buttons[i].h >= 24.0f * Scale::of(w, h).unit);
        CHECK(buttons[i].w >= 80.0f * Scale::of(w, h).unit);
        for (std::size_t j = i + 1; j < buttons.size(); ++j) {
            CHECK_FALSE(overlap(buttons[i], buttons[j]));
        }
        for (const Rect& part : parts) {
            CHECK_FALSE(overlap(buttons[i], part));
        }
    }
}

} // namespace

TEST_CASE("the dialogs lie inside the window at every size, their buttons clear of their text") {
    for (const auto& dimensions : sizes) {
        const auto w = std::get<0>(dimensions);
        const auto h = std::get<1>(dimensions);
        CAPTURE(w);
        CAPTURE(h);
        const float u = Scale::of(w, h).unit;
        SUBCASE("pause") {
            const PauseLayout l = layout_pause(w, h, 6);
            check_frame(l.frame, w, h);
            check_buttons(l.buttons, 6, l.frame.body, w, h);
        }
        SUBCASE("a question, one line to five") {
            CHECK(confirm_text_width(w, h) > 300 * u);
            for (int lines = 1; lines <= 5; ++lines) {
                CAPTURE(lines);
                const ConfirmLayout l = layout_confirm(w, h, lines);
                check_frame(l.frame, w, h);
                CHECK(inside(l.question, l.frame.body));
                CHECK(l.question.h >= float(lines) * line_skip(theme::body_size * u) - 0.5f);
                check_buttons(l.buttons, 2, l.frame.body, w, h, {l.question});
            }
        }
        SUBCASE("save") {
            const SaveLayout l = layout_save(w, h);
            check_frame(l.frame, w, h);
            CHECK(inside(l.field, l.frame.body));
            CHECK(l.field.y >= l.label_y + line_skip(theme::body_size * u) - 0.5f);
            CHECK(l.path_y >= l.field.bottom());
            CHECK(l.error.y >= l.path_y + line_skip((theme::small_size - 1) * u) - 0.5f);
            CHECK(l.error.h >= line_skip(theme::small_size * u)); // a line of the error at least
            CHECK(inside(l.error, l.frame.body));
            check_buttons(l.buttons, 3, l.frame.body, w, h, {l.field, l.error});
        }
        SUBCASE("continue, one unfinished game to five") {
            for (int rows = 1; rows <= 5; ++rows) {
                CAPTURE(rows);
                const ContinueLayout l = layout_continue(w, h, rows);
                check_frame(l.frame, w, h);
                CHECK(inside(l.list.box, l.frame.body));
                CHECK(ListBox::visible_rows(l.list) >= std::min(rows, 3));
                check_buttons(l.buttons, 2, l.frame.body, w, h, {l.list.box});
            }
        }
        SUBCASE("load") {
            const LoadLayout l = layout_load(w, h);
            check_frame(l.frame, w, h);
            CHECK(l.list.box.y >= l.folder_y + line_skip((theme::small_size - 1) * u) - 0.5f);
            CHECK(inside(l.list.box, l.frame.body));
            CHECK(ListBox::visible_rows(l.list) >= 4);
            CHECK(inside(l.field, l.frame.body));
            CHECK_FALSE(overlap(l.field, l.list.box));
            // The preview beside the list, clear of it and of the field, wide enough to read.
            CHECK(inside(l.preview, l.frame.body));
            CHECK_FALSE(overlap(l.preview, l.list.box));
            CHECK_FALSE(overlap(l.preview, l.field));
            CHECK(l.preview.w >= 200 * u);
            check_buttons(l.buttons, 3, l.frame.body, w, h,
                          {l.list.box, l.field, l.hint, l.preview});
        }
        SUBCASE("settings, the fewest rows a game has to the most any game could") {
            for (int rows = 6; rows <= 14; ++rows) {
                CAPTURE(rows);
                const SettingsLayout l = layout_settings(w, h, rows);
                check_frame(l.frame, w, h);
                check_buttons(l.rows, std::size_t(rows), l.frame.body, w, h, {l.note});
                CHECK(l.text_size <= l.rows.front().h * 0.5f);
                CHECK(inside(l.note, l.frame.body));
                CHECK(l.note.h >= 2 * line_skip(theme::small_size * u) - 0.5f); // two lines
            }
        }
    }
}

TEST_CASE("a results screen lies inside the window at every size, its buttons under the sheet") {
    using parlor::app::table::layout_results;
    using parlor::app::table::ResultsLayout;
    for (const auto& dimensions : sizes) {
        const auto w = std::get<0>(dimensions);
        const auto h = std::get<1>(dimensions);
        for (const bool crown : {true, false}) {
            for (const int lines : {0, 2, 4}) {
                for (const int buttons :
                     {1, 2, 3, 4, 5}) { // Play again, the title, Review, Watch again, Statistics
                    CAPTURE(w);
                    CAPTURE(h);
                    CAPTURE(crown);
                    CAPTURE(lines);
                    CAPTURE(buttons);
                    const float u = Scale::of(w, h).unit;
                    const Rect window{0, 0, float(w), float(h)};
                    const ResultsLayout l = layout_results(w, h, crown, lines, 12, buttons);
                    CHECK(crown == (l.crown.h > 0));
                    if (crown) {
                        CHECK(inside(l.crown, window));
                        CHECK(l.headline_y >= l.crown.bottom());
                    }
                    REQUIRE(l.lines.size() == std::size_t(lines));
                    float under = l.headline_y + line_skip(l.headline_size);
                    for (const float line : l.lines) {
                        CHECK(line >= under - 0.5f);
                        under = line + line_skip(theme::body_size * u);
                    }
                    CHECK(l.body.y >= under);
                    CHECK(inside(l.body, window));
                    CHECK(inside(l.sheet, l.body));
                    CHECK(l.body.h >= 120 * u); // room for a game's picture
                    CHECK(l.row_height * 12 + 16 * u <= l.sheet.h + 0.5f);
                    CHECK(l.text_size <= l.row_height);
                    check_buttons(l.buttons, std::size_t(buttons), window, w, h, {l.body});
                }
            }
        }
    }
}

} // namespace screen_layouts_test
