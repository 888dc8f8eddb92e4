#pragma once
// Where everything on the Five Crowns table goes, computed from the window's size in pixels.
// One design at 1024x600 scaled by `unit`; extra height becomes air between the rows, extra
// width widens the play area. The hands get rows of their own, so a 14-card hand overlaps its
// neighbours in the fan, never the piles.

#include "app/table/box.hpp"

#include <vector>

namespace parlor::app::fivecrowns_table {

using table::Box;
using table::card_at;
using table::CardSize;
using table::united;

struct TableLayout {
    double unit = 1.0; // window pixels per design pixel
    Box window;

    // The bar across the top: round, the wild rank (prominent), the scores.
    Box top_bar;
    Box round_label;
    Box wild_banner;
    Box scoreboard;

    // The play area, top to bottom.
    Box play;
    Box computer_label; // "Computer · 7 cards", "Computer is thinking…"
    Box computer_hand;  // the row the computer's cards fan in
    CardSize computer_card;
    Box stock; // the draw pile's top (click to draw)
    Box stock_label;
    Box discard; // the discard pile's top (click to take, drop to discard)
    Box discard_label;
    Box stock_strip; // the draw pile's cards, shown as the brief asks
    CardSize pile_card;
    Box human_label; // "Your hand" and the prompt for the next step
    Box human_hand;  // the row the human's cards fan in (room on top for a lifted card)
    CardSize human_card;
    int lift = 0;    // how far a selected card rises
    Box arrangement; // the human's best arrangement
    Box arrangement_caption;
    Box arrangement_cards;
    CardSize mini_card;
    Box menu_bar; // the row of buttons

    // The column on the right.
    Box side;
    Box log;  // the computer's moves and reasons
    Box help; // the expert's advice (empty when help is not shown)

    // Text sizes in pixels.
    int font_small = 11;
    int font_body = 14;
    int font_heading = 17;
    int font_banner = 22;

    int gap = 10; // the usual space between things
};

// `help_visible` gives the side column's lower part to the advice panel.
TableLayout layout_table(int width, int height, bool help_visible);

// Design pixels to window pixels.
int scaled(const TableLayout& layout, double design_pixels);

// `count` cards of `size` in a row inside `area`, bottom-aligned, centred when they fit at
// natural spacing, otherwise overlapping evenly from the left edge to the right edge.
std::vector<Box> fan_cards(const Box& area, int count, CardSize size);

// Cards in groups (melds, then the leftover cards) with a gap between groups; within a group
// the cards overlap when space is short. Returns one box per card, groups in order.
std::vector<Box> fan_groups(const Box& area, const std::vector<int>& group_sizes, CardSize size,
                            int group_gap);

// The boxes of each group (from the boxes fan_groups returned), for labels under them.
std::vector<Box> group_bounds(const std::vector<Box>& cards, const std::vector<int>& group_sizes);

// A grid of `count` small card chips filling `area` (row by row, top first), as large as fits.
std::vector<Box> chip_grid(const Box& area, int count);

// Menu buttons of the given widths (design pixels): `left` ones from the left edge of the menu
// bar, `right` ones from its right edge. All shrink alike when the bar is too narrow.
struct ButtonRow {
    std::vector<Box> left;
    std::vector<Box> right;
};
ButtonRow button_row(const TableLayout& layout, const std::vector<int>& left,
                     const std::vector<int>& right);

// The place (0..count-1) that the card at `dragged`, dropped at x, takes in the new order: the
// number of the other cards whose centre lies left of x.
int insertion_index(const std::vector<Box>& cards, int dragged, int x);

} // namespace parlor::app::fivecrowns_table
