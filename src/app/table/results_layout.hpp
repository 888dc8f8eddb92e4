#pragma once
// Where a results screen's parts go in a window of a given size: a plain function of the size and
// of what the sheet holds, so that painting, the mouse and the keys use the same rectangles and a
// test holds the screen to every size. Top down: the crown, the headline, the lines under it,
// the body (a sheet of rows, or the game's own picture), then the buttons in a row.

#include "app/core/geometry.hpp"

#include <vector>

namespace parlor::app::table {

struct ResultsLayout {
    Rect crown; // empty: no crown
    float headline_y = 0;
    float headline_size = 0;
    std::vector<float> lines; // each line's top
    Rect body;                // the game's picture, when it paints one
    Rect sheet;               // the panel of rows
    float row_height = 0;     // the sheet's rows (header and total included)
    float text_size = 0;      // the sheet's font size
    std::vector<Rect> buttons;
};

// `label_widths`: each button's label as measured at theme::button_size (none: not measured).
// A button is as wide as its share of the row, or wider when its label needs it.
ResultsLayout layout_results(int width, int height, bool crown, int lines, int sheet_rows,
                             int buttons, const std::vector<float>& label_widths = {});

} // namespace parlor::app::table
