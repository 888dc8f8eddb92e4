// The advice panel: the summary on top, whole lines only, a scroll bar's range when the advice is
// longer than the panel, and new advice opening at its top.

#include "app_fixture.hpp"

#include "app/table/side_column.hpp"

#include <doctest/doctest.h>

#include <cmath>
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
    for (const auto& [w, h] : {std::pair{800, 480}, {1280, 720}, {1920, 1080}}) {
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

} // namespace advice_panel_test
