#pragma once
// Where everything on the Cribbage table goes, computed from the window's size in pixels. One
// design at 1280x720 scaled by `unit`; extra height becomes air between the rows. Plain C++ (no
// SDL), tested for every size from 1024x600 to 3840x2160.

#include "app/table/box.hpp"

namespace parlor::app::cribbage_table {

using table::Box;
using table::card_at;
using table::CardSize;

struct TableLayout {
    double unit = 1.0; // window pixels per design pixel
    Box window;

    Box top_bar; // "Cribbage · Deal 3 · Computer's crib" and the scores
    Box board;   // the cribbage board

    Box computer_label; // "Computer · 4 cards", "Go", "thinking…"
    Box computer_hand;
    CardSize computer_card;

    Box middle; // the row between the hands
    Box deck;   // the rest of the deck, the starter on it once cut
    Box deck_label;
    Box play; // the pile of the current count, the count and the show's words
    Box crib; // the crib, face down until it is counted
    Box crib_label;
    CardSize middle_card;

    Box human_label; // "Your hand" and the prompt
    Box human_hand;  // room on top for picked cards to rise
    CardSize human_card;
    int lift = 0;

    Box menu_bar; // the buttons

    Box side; // the column on the right
    Box log;
    Box help; // empty unless help is shown

    int font_small = 13;
    int font_body = 16;
    int font_heading = 19;
    int font_count = 40; // the running count
    int gap = 12;

    int px(double design_pixels) const;
};

TableLayout layout_table(int width, int height, bool help_visible);

// The boxes of `n` cards of `size` fanned in `row`, centred, overlapping only when they must.
std::vector<Box> fan(const Box& row, CardSize size, int n, int preferred_gap);

} // namespace parlor::app::cribbage_table
