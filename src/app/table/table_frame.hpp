#pragma once
// The frame every table shares, from the window's size in pixels: the bar across the top, the
// play area below it where the game lays out its cards, the menu bar at the bottom, and the
// column on the right with the log (and the advice when asked for). Sizes are design pixels of
// a 1280x720 screen scaled by `s` (app/core/geometry.hpp), so a table fits 1024x600 up to 4K.
// Plain C++ (no SDL).

#include "app/core/geometry.hpp"

namespace parlor::app::table {

struct TableFrame {
    Scale s;
    Rect window;
    Rect top_bar;  // title, round, scores
    Rect play;     // the game's area
    Rect menu_bar; // the buttons
    Rect side;     // the column on the right
    Rect log;
    Rect help; // empty unless the advice is shown

    // Text sizes in pixels.
    float font_small = 13;
    float font_body = 16;
    float font_heading = 19;
    float font_banner = 26;
    float gap = 12; // the usual space between things

    float px(float design) const { return s.px(design); }
};

// `help_visible` gives the upper part of the side column to the advice.
TableFrame frame_table(int width, int height, bool help_visible);

} // namespace parlor::app::table
