#pragma once
// Where the title's parts go in a window of a given size: a plain function of the size, so that
// painting and the mouse use the same rectangles and a test holds them to every size. From the
// bottom up: the key hints, room for two lines of notice (a load error names the file, the line
// and the problem, and must be read), then the menu; a short window takes the room from the
// heading first, then from the buttons' height. The fan of cards stands right of the menu.

#include "app/core/geometry.hpp"

#include <vector>

namespace parlor::app {

struct TitleLayout {
    Rect crown;
    float title_y = 0;   // "Parlor", centred
    float tagline_y = 0; // the line under it
    Rect panel;          // behind the menu
    std::vector<Rect> buttons;
    Rect fan_cards;      // what the turned cards cover of the picture
    Rect fan;            // the cards' picture (with room to turn them)
    float card_w = 0;    // one card of the fan
    Point fan_centre{};  // the fan's middle
    float caption_y = 0; // the games' names under the fan
    Rect notice;         // two lines of notice under the menu
    float footer_y = 0;  // the key hints at the bottom
};

TitleLayout layout_title(int width, int height, int buttons);

} // namespace parlor::app
