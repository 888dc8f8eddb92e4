// The advice panel: the summary on top, whole lines only, a scroll bar's range when the advice is
// longer than the panel, and new advice opening at its top.

#include "app_fixture.hpp"

#include "app/table/side_column.hpp"
#include "app/table/table_base.hpp"

#include <doctest/doctest.h>

#include <cmath>
#include <cstdlib>
#include <optional>
#include <string>
#include <vector>

namespace advice_panel_test {

using namespace parlor::app;
using namespace parlor::app::table;
using namespace parlor::app::testing;

namespace {

std::vector<std::string> long_advice() {
    std::vector<std::string> lines;
    for (int i = 0; i < 14; ++i) {
        lines.push_back("Detail " + std::to_string(i) +
                        ": a sentence long enough to wrap over two lines of the advice panel.");
    }
    return lines;
}

// Every line drawn lies wholly inside the panel's view.
void check_whole_lines(const AdvicePanel& panel) {
    const Rect& view = panel.last_view();
    for (const Rect& line : panel.last_lines()) {
        CHECK(line.y >= view.y - 1.0f); // text is drawn at whole pixels
        CHECK(line.bottom() <= view.bottom() + 1.0f);
    }
}

} // namespace

TEST_CASE("long advice scrolls a whole line at a time and never cuts a line in half") {
    for (const auto& dimensions : {std::pair{800, 480}, {1280, 720}, {1920, 1080}}) {
        const auto w = std::get<0>(dimensions);
        const auto h = std::get<1>(dimensions);
        CAPTURE(w);
        AppFixture f(w, h);
        Gfx& g = f.app->gfx();
        const TableFrame frame = frame_table(w, h, true);
        const std::vector<std::string> details = long_advice();
        const AdviceText advice{"Take the 8♦: it completes your run 8♦ 9♦ 7♆", &details};
        AdvicePanel panel;
        g.begin_frame();
        panel.paint(g, frame.help, &advice, 0, frame);
        REQUIRE(panel.max_scroll() > 0); // longer than the panel: there is somewhere to scroll
        REQUIRE_FALSE(panel.last_lines().empty());
        check_whole_lines(panel);
        // The summary is the first line shown.
        CHECK(std::abs(panel.last_lines().front().y - panel.last_view().y) <= 1.0f); // text snaps
                                                                                     // to pixels

        panel.scroll_rows(1000);
        CHECK(panel.scroll() == panel.max_scroll());
        panel.paint(g, frame.help, &advice, 0, frame);
        // At the end, the last line shows.
        CHECK(panel.last_lines().back().bottom() <= panel.last_view().bottom() + 1.0f);
        check_whole_lines(panel);
        panel.scroll_rows(-1);
        CHECK(panel.scroll() == panel.max_scroll() - 1);

        panel.reset(); // what the table does when new advice arrives
        panel.paint(g, frame.help, &advice, 0, frame);
        CHECK(panel.scroll() == 0);
    }
}

TEST_CASE("a first detail that only repeats the summary is shown once, as the heading") {
    // Cribbage's help gave "Play the A♣, making 1: …" as the heading and again as the first
    // paragraph beneath it.
    CHECK(repeats_summary("Play the A♣, making 1: the lowest lead.",
                          "Play the A♣, making 1: the lowest lead"));
    CHECK(repeats_summary("Play the 2♣.", "Play the 2♣."));
    CHECK_FALSE(repeats_summary("Play the 2♣, making 27.", "Play the 2♣"));
    CHECK_FALSE(repeats_summary("", ""));
    AppFixture f(1280, 720);
    Gfx& g = f.app->gfx();
    const TableFrame frame = frame_table(1280, 720, true);
    const std::vector<std::string> details{"Play the A♣, making 1: the lowest lead.",
                                           "The opponent cannot make 15 on an ace."};
    const AdviceText advice{"Play the A♣, making 1: the lowest lead", &details};
    AdvicePanel panel;
    g.begin_frame();
    panel.paint(g, frame.help, &advice, 0, frame);
    CHECK(panel.last_lines().size() == 2); // the heading and the second detail
}

TEST_CASE("short advice has nothing to scroll") {
    AppFixture f(1280, 720);
    Gfx& g = f.app->gfx();
    const TableFrame frame = frame_table(1280, 720, true);
    const std::vector<std::string> details{"Play the 2♣, making 27."};
    const AdviceText advice{"Play the 2♣", &details};
    AdvicePanel panel;
    g.begin_frame();
    panel.paint(g, frame.help, &advice, 0, frame);
    CHECK(panel.max_scroll() == 0);
    CHECK(panel.last_lines().size() == 2);
    panel.scroll_rows(3);
    panel.paint(g, frame.help, &advice, 0, frame);
    CHECK(panel.scroll() == 0);
}

TEST_CASE("the log keeps the player's scroll through paints, and a new entry shows the newest") {
    AppFixture f(1280, 720);
    Gfx& g = f.app->gfx();
    const TableFrame frame = frame_table(1280, 720, false);
    TableLog log;
    for (int i = 0; i < 60; ++i) {
        log.add(LogEntry::Who::Table, "Entry " + std::to_string(i) + " of a long game.");
    }
    LogPanel panel;
    g.begin_frame();
    panel.paint(g, frame.log, log, frame);
    REQUIRE(panel.max_scroll() > 100);
    CHECK(panel.scroll() == 0); // the newest at the bottom
    panel.scroll_by(100);
    CHECK(panel.scroll() == 100);
    panel.paint(g, frame.log, log, frame);
    panel.paint(g, frame.log, log, frame);
    CHECK(panel.scroll() == 100); // painting changes nothing the player did
    panel.scroll_by(1 << 20);
    CHECK(panel.scroll() == panel.max_scroll()); // the oldest at the top, no further
    log.add(LogEntry::Who::Computer, "A new move.");
    panel.paint(g, frame.log, log, frame);
    CHECK(panel.scroll() == 0); // the new entry shows
    panel.scroll_by(-5);
    CHECK(panel.scroll() == 0);
}

TEST_CASE("the log shows one line per move and a click opens and closes its details") {
    AppFixture f(1280, 720);
    Gfx& g = f.app->gfx();
    const TableFrame frame = frame_table(1280, 720, false);
    TableLog log;
    log.add(LogEntry::Who::Human, "You played the 5.");
    for (int i = 0; i < 2; ++i) {
        log.add(LogEntry{LogEntry::Who::Computer,
                         "Computer played the " + std::to_string(i + 2) + ".",
                         {"Why, in one line.", "A figure.", "Another figure.", "The tie rule."}});
    }
    LogPanel panel;
    g.begin_frame();
    panel.paint(g, frame.log, log, frame);
    // Each move and its first reason: 1 + 2 + 2 lines (short ones: none wraps).
    REQUIRE(panel.line_count() == 5);
    const Rect& view = panel.last_view();
    const float lh = panel.line_height();
    REQUIRE(lh * 5 < view.h); // the lines start at the view's top
    const auto row = [&](int n) { return Point{view.x + 4, view.y + lh * (n + 0.5f)}; };
    CHECK_FALSE(panel.toggle_at(row(0))); // the player's move has no details
    CHECK_FALSE(panel.toggle_at(Point{view.x - 50, view.y + lh})); // outside the log
    const int shape = panel.shape();
    CHECK(panel.toggle_at(row(2))); // the reason's line of the first computer move
    CHECK(panel.shape() != shape);
    CHECK(panel.expanded(1));
    panel.paint(g, frame.log, log, frame);
    CHECK(panel.line_count() == 8); // its four reasons
    CHECK(panel.toggle_at(row(1))); // its own line closes it again
    CHECK_FALSE(panel.expanded(1));
    panel.paint(g, frame.log, log, frame);
    CHECK(panel.line_count() == 5);
}

TEST_CASE("the log's moves by keyboard: Ctrl+Up and Ctrl+Down mark one, Ctrl+Enter opens it") {
    // Issue 42: the details opened on a click only.
    for (const auto& dimensions : {std::pair{800, 480}, {1280, 720}, {1920, 1080}}) {
        const auto w = std::get<0>(dimensions);
        const auto h = std::get<1>(dimensions);
        CAPTURE(w);
        AppFixture f(w, h);
        Gfx& g = f.app->gfx();
        const TableFrame frame = frame_table(w, h, false);
        TableLog log;
        for (int i = 0; i < 30; ++i) {
            log.add(LogEntry::Who::Human, "You played card " + std::to_string(i) + ".");
            // Every third computer move has details (more than its first reason).
            std::vector<std::string> reasons{"Why, in one line."};
            if (i % 3 == 0) {
                reasons.insert(reasons.end(), {"A figure.", "Another figure."});
            }
            log.add(LogEntry{LogEntry::Who::Computer, "Computer answered " + std::to_string(i),
                             reasons});
        }
        SideColumn side;
        g.begin_frame();
        side.paint(g, frame, log, nullptr, 0);
        REQUIRE(side.log_max_scroll() > 0);
        CHECK_FALSE(side.log_marked());
        // The first Ctrl+Up marks the newest move with details: computer move 27, entry 55.
        CHECK(side.on_action(UiAction::LogOlder, frame, log));
        CHECK(side.log_marked() == 55u);
        CHECK(side.on_action(UiAction::LogOlder, frame, log));
        CHECK(side.log_marked() == 49u); // the one before with details, not the moves between
        CHECK(side.on_action(UiAction::LogNewer, frame, log));
        CHECK(side.log_marked() == 55u);
        CHECK(side.on_action(UiAction::LogNewer, frame, log)); // the newest: the mark stays
        CHECK(side.log_marked() == 55u);
        // Far back, the marked move is scrolled into view.
        for (int i = 0; i < 8; ++i) {
            side.on_action(UiAction::LogOlder, frame, log);
        }
        CHECK(side.log_marked() == 7u); // computer move 3
        side.paint(g, frame, log, nullptr, 0);
        CHECK(side.log_scroll() > 0);
        const int shape = side.log_shape();
        CHECK(side.on_action(UiAction::LogOpen, frame, log));
        CHECK(side.log_expanded(7));
        CHECK(side.log_shape() != shape);
        side.paint(g, frame, log, nullptr, 0);
        CHECK(side.on_action(UiAction::LogOpen, frame, log)); // and closed again
        CHECK_FALSE(side.log_expanded(7));
        // Other keys are not the log's.
        CHECK_FALSE(side.on_action(UiAction::Select, frame, log));
    }
}

TEST_CASE("the log's marked move shows in the view, opened or not") {
    AppFixture f(1280, 720);
    Gfx& g = f.app->gfx();
    const TableFrame frame = frame_table(1280, 720, false);
    TableLog log;
    log.add(LogEntry{LogEntry::Who::Computer, "Computer opened.", {"Why.", "A figure.", "More."}});
    for (int i = 0; i < 80; ++i) {
        log.add(LogEntry::Who::Table, "Entry " + std::to_string(i) + " of a long game.");
    }
    LogPanel panel;
    g.begin_frame();
    panel.paint(g, frame.log, log, frame);
    REQUIRE(panel.max_scroll() > 0);
    CHECK(panel.scroll() == 0); // the newest at the bottom: the first move far above the view
    CHECK(panel.mark_next(log, -1));
    CHECK(panel.marked() == 0u);
    panel.paint(g, frame.log, log, frame);
    CHECK(panel.scroll() == panel.max_scroll()); // scrolled up to the oldest, where it is
    CHECK(panel.toggle_marked(log));
    panel.paint(g, frame.log, log, frame);
    CHECK(panel.expanded(0));
    CHECK(panel.scroll() == panel.max_scroll()); // its reasons show under it
    // A log with no details has nothing to mark.
    TableLog plain;
    plain.add(LogEntry::Who::Human, "You played the 5.");
    LogPanel other;
    other.paint(g, frame.log, plain, frame);
    CHECK_FALSE(other.mark_next(plain, -1));
    CHECK_FALSE(other.toggle_marked(plain));
}

TEST_CASE("Ctrl with the arrows and Enter are the log's keys, and the heading says so") {
    const auto key = [](SDL_Keycode sym, Uint16 mod) {
        SDL_KeyboardEvent e{};
        e.keysym.sym = sym;
        e.keysym.mod = mod;
        return e;
    };
    CHECK(map_key(key(SDLK_UP, KMOD_LCTRL), false) == UiAction::LogOlder);
    CHECK(map_key(key(SDLK_DOWN, KMOD_RCTRL), false) == UiAction::LogNewer);
    CHECK(map_key(key(SDLK_RETURN, KMOD_LCTRL), false) == UiAction::LogOpen);
    CHECK(map_key(key(SDLK_UP, KMOD_NONE), false) == UiAction::Up); // the focus, as before
    CHECK(map_key(key(SDLK_RETURN, KMOD_NONE), false) == UiAction::Select);
    for (const std::string_view hint : log_hints) {
        CHECK(hint.find("click") != std::string_view::npos);
        CHECK(hint.find("Ctrl+") != std::string_view::npos);
    }
}

TEST_CASE("at a table, Ctrl+Up marks the computer's move and Ctrl+Enter opens its reasons") {
    for (const auto& dimensions : {std::pair{800, 480}, {1280, 720}, {1920, 1080}}) {
        const auto w = std::get<0>(dimensions);
        const auto h = std::get<1>(dimensions);
        CAPTURE(w);
        AppFixture f(w, h);
        f.app->settings().animations = false;
        // The newest entry with details (more than its first reason), if any.
        const auto with_details = [&]() -> std::optional<std::size_t> {
            const auto* t = f.top_as<TableBase>();
            if (t == nullptr) {
                return std::nullopt;
            }
            const auto& entries = t->log().entries();
            for (std::size_t i = entries.size(); i-- > 0;) {
                if (entries[i].reasons.size() > 1) {
                    return i;
                }
            }
            return std::nullopt;
        };
        // Cribbage: the cut for the deal, then the computer lays away with its reasons.
        f.start_new("cribbage", "expert", 5);
        f.key(SDLK_c);
        f.run_until([&] { return with_details().has_value(); }, 300);
        f.key(SDLK_1);
        f.key(SDLK_2);
        f.key(SDLK_l); // the player lays two cards away; the computer's lay-away follows
        // Then the play: the player's first card, and the computer's answer with its reasons.
        for (int card = 0; card < 4 && !with_details(); ++card) {
            f.run_until([&] { return with_details().has_value(); }, 300);
            f.key(SDLK_1);
        }
        f.run_until([&] { return with_details().has_value(); }, 600);
        const bool found = with_details().has_value();
        REQUIRE(found);
        auto* table = f.top_as<TableBase>();
        const std::size_t entry = *with_details();
        CHECK_FALSE(table->side().log_marked());
        f.key(SDLK_UP, KMOD_LCTRL);
        CHECK(table->side().log_marked() == entry);
        CHECK_FALSE(table->side().log_expanded(entry));
        f.key(SDLK_RETURN, KMOD_LCTRL);
        CHECK(table->side().log_expanded(entry));
        CHECK(f.top() == "table"); // nothing else happened: no card played, no dialog
        if (const char* dir = std::getenv("PARLOR_SCREENSHOT_DIR")) {
            REQUIRE_FALSE(f.app->save_screenshot(std::string(dir) + "/table-log-keys-" +
                                                 std::to_string(w) + ".png"));
        }
        f.key(SDLK_RETURN, KMOD_LCTRL);
        CHECK_FALSE(table->side().log_expanded(entry));
    }
}

} // namespace advice_panel_test
