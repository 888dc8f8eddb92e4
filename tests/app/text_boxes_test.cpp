// The record of painted text that the layout tests read: what it calls a collision, a line out of
// its panel or off the window, and what it leaves alone (shadows, covered lines, clipped lines,
// what lies under an overlay).

#include "app/core/text_boxes.hpp"

#include <doctest/doctest.h>

namespace text_boxes_test {

using parlor::app::Rect;
using parlor::app::TextBoxes;

namespace {

const Rect window{0, 0, 800, 480};

TextBoxes fresh() {
    TextBoxes boxes;
    boxes.begin(window);
    return boxes;
}

} // namespace

TEST_CASE("two lines painted over each other are a fault, lines one above the other are not") {
    TextBoxes boxes = fresh();
    boxes.text("Beatrice's", Rect{100, 100, 90, 20});
    boxes.text("Build 13", Rect{180, 100, 70, 20}); // runs into the first
    REQUIRE(boxes.faults().size() == 1);
    CHECK(boxes.faults()[0].find("overlaps \"Build 13\"") != std::string::npos);

    TextBoxes stacked = fresh();
    stacked.text("first line", Rect{100, 100, 90, 20});
    stacked.text("second line", Rect{100, 118, 90, 20}); // closer than the box, clear of the ink
    stacked.text("beside", Rect{195, 100, 50, 20});
    CHECK(stacked.faults().empty());
}

TEST_CASE("a shadow under its own words is not a collision") {
    TextBoxes boxes = fresh();
    boxes.text("You win", Rect{100, 100, 90, 20});
    boxes.text("You win", Rect{102, 102, 90, 20});
    CHECK(boxes.faults().empty());
    boxes.text("You lose", Rect{103, 103, 90, 20});
    CHECK(boxes.faults().size() == 2);
}

TEST_CASE("a line is in the last panel painted under its middle, and must stay inside it") {
    TextBoxes boxes = fresh();
    boxes.panel(Rect{50, 50, 300, 200}, true);
    boxes.panel(Rect{60, 60, 100, 30}, true); // a button
    boxes.text("Deal the next round", Rect{62, 65, 150, 20});
    const auto faults = boxes.faults();
    REQUIRE(faults.size() == 1);
    CHECK(faults[0].find("runs out of its panel (60,60 100x30)") != std::string::npos);
    REQUIRE(boxes.visible().size() == 1);
    CHECK(boxes.visible()[0].panel == Rect{60, 60, 100, 30});

    TextBoxes fits = fresh();
    fits.panel(Rect{60, 60, 100, 30}, false);
    fits.text("Deal", Rect{70, 65, 40, 20});
    fits.text("Felt", Rect{400, 300, 40, 20}); // on no panel: the window's
    CHECK(fits.faults().empty());
}

TEST_CASE("a line past the window's edge is a fault") {
    TextBoxes boxes = fresh();
    boxes.text("Pick a card of your hand", Rect{700, 460, 200, 24});
    const auto faults = boxes.faults();
    REQUIRE(faults.size() == 1);
    CHECK(faults[0].find("runs off the window (0,0 800x480)") != std::string::npos);
}

TEST_CASE("what is painted over a line hides it, wholly or in part") {
    TextBoxes boxes = fresh();
    boxes.text("under a card", Rect{100, 100, 90, 20});
    boxes.text("half under", Rect{300, 100, 90, 20});
    boxes.panel(Rect{90, 90, 120, 40}, true);  // covers the first
    boxes.panel(Rect{340, 80, 100, 60}, true); // covers the right of the second
    boxes.panel(Rect{280, 95, 20, 30}, false); // translucent: hides nothing
    boxes.text("on the card", Rect{100, 100, 90, 20});
    boxes.text("next to it", Rect{345, 100, 60, 20}); // on the second card, over the hidden part
    const auto seen = boxes.visible();
    REQUIRE(seen.size() == 3);
    CHECK(seen[0].text == "half under");
    CHECK(seen[0].box == Rect{300, 100, 40, 20});
    CHECK(boxes.faults().empty());
}

TEST_CASE("an overlay over the whole window starts a new layer") {
    TextBoxes boxes = fresh();
    boxes.text("the table's prompt", Rect{100, 100, 150, 20});
    boxes.panel(window, false); // the dimming
    boxes.panel(Rect{80, 80, 300, 200}, true);
    boxes.text("Save the game", Rect{100, 100, 150, 20});
    CHECK(boxes.faults().empty());
    REQUIRE(boxes.visible().size() == 1);
    CHECK(boxes.visible()[0].text == "Save the game");
}

TEST_CASE("a clipped line counts only where it shows") {
    TextBoxes boxes = fresh();
    boxes.panel(Rect{0, 0, 200, 100}, true); // a log's panel
    boxes.clip(Rect{0, 0, 200, 100});
    boxes.text("a long line of the log that the panel cuts", Rect{10, 10, 400, 20});
    boxes.text("scrolled away", Rect{10, 120, 100, 20});
    boxes.clip(std::nullopt);
    CHECK(boxes.faults().empty());
    REQUIRE(boxes.visible().size() == 1);
    CHECK(boxes.visible()[0].box == Rect{10, 10, 190, 20});
}

} // namespace text_boxes_test
