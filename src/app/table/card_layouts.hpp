#pragma once
// Where cards lie: a hand fanned in a row, melds in groups, a pile, a grid of small chips. Plain
// C++ (no SDL): positions are whole pixels in the window, so layouts are tested without one.

#include "app/core/geometry.hpp"

#include <vector>

namespace parlor::app::table {

// A card's size on screen. Cards are poker-sized, 2.5 x 3.5.
struct CardSize {
    float w = 0;
    float h = 0;
};
CardSize card_of_height(float h);

// `n` cards in a row inside `area`, bottom-aligned and centred: side by side `gap` apart when
// they fit, otherwise overlapping evenly from the left edge to the right edge.
std::vector<Rect> fan(const Rect& area, int n, CardSize size, float gap);

// Cards in groups (melds, then the leftover cards) `group_gap` apart; within a group the cards
// stand `gap` apart, overlapping when space is short (never the gaps between groups). One box
// per card, groups in order.
std::vector<Rect> fan_groups(const Rect& area, const std::vector<int>& group_sizes, CardSize size,
                             float gap, float group_gap);

// The box around each group of boxes fan_groups returned (for labels under them).
std::vector<Rect> group_bounds(const std::vector<Rect>& cards, const std::vector<int>& group_sizes);

// A pile of `n` cards at `top`, the lower ones showing their edges `step` apart down and to the
// right (at most `shown` edges). The first box is the bottom card, the last the top card.
std::vector<Rect> pile(const Rect& top, int n, float step, int shown);

// A grid of `count` small card chips filling `area` (row by row, top first), as large as fits.
std::vector<Rect> chip_grid(const Rect& area, int count);

// The index of the topmost box under `p` (later boxes lie on top, as cards in a fan), or -1.
int topmost_at(const std::vector<Rect>& boxes, Point p);

// The place (0..count-1) that the card at `dragged`, dropped at x, takes in the new order: the
// number of the other cards whose centre lies left of x.
int insertion_index(const std::vector<Rect>& cards, int dragged, float x);

} // namespace parlor::app::table
