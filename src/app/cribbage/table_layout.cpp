#include "app/cribbage/table_layout.hpp"

#include <algorithm>
#include <cmath>

namespace parlor::app::cribbage_table {

namespace {

constexpr double design_w = 1280;
constexpr double design_h = 720;
using table::card_of_height;

} // namespace

int TableLayout::px(double design_pixels) const {
    return static_cast<int>(std::lround(design_pixels * unit));
}

TableLayout layout_table(int width, int height, bool help_visible) {
    TableLayout t;
    t.window = Box{0, 0, width, height};
    t.unit = std::max(0.5, std::min(width / design_w, height / design_h));
    t.font_small = t.px(13);
    t.font_body = t.px(16);
    t.font_heading = t.px(19);
    t.font_count = t.px(40);
    t.gap = t.px(12);
    const int m = t.px(12);

    // The column on the right: the log, with the advice above it when asked for.
    const int side_w = std::min(t.px(320), width / 3);
    t.side = Box{width - m - side_w, m, side_w, height - 2 * m};
    if (help_visible) {
        const int help_h = t.side.h * 2 / 5;
        t.help = Box{t.side.x, t.side.y, side_w, help_h};
        t.log = Box{t.side.x, t.side.y + help_h + t.gap / 2, side_w, t.side.h - help_h - t.gap / 2};
    } else {
        t.log = t.side;
    }

    // The play column, top to bottom. The fixed heights add up to the design's 696; what the
    // window has beyond that is shared out as air between the rows.
    const int x = m;
    const int w = t.side.x - m - x;
    const int bar_h = t.px(44);
    const int board_h = t.px(108);
    const int label_h = t.px(22);
    t.computer_card = card_of_height(t.px(92));
    t.middle_card = card_of_height(t.px(120));
    t.human_card = card_of_height(t.px(146));
    t.lift = t.px(18);
    const int middle_h = t.middle_card.h + t.px(26);
    const int menu_h = t.px(42);
    const int fixed = bar_h + board_h + label_h + t.computer_card.h + middle_h + label_h + t.lift +
                      t.human_card.h + menu_h;
    const int air = std::max(0, height - 2 * m - fixed);
    const int gap = air / 7;

    int y = m / 2;
    t.top_bar = Box{x, y, w, bar_h};
    y += bar_h + gap;
    t.board = Box{x, y, w, board_h};
    y += board_h + gap;
    t.computer_label = Box{x, y, w, label_h};
    y += label_h;
    t.computer_hand = Box{x, y, w, t.computer_card.h};
    y += t.computer_card.h + gap;

    t.middle = Box{x, y, w, middle_h};
    const int label_gap = t.px(4);
    const int card_top = y + t.px(22);
    t.deck = Box{x + t.px(8), card_top, t.middle_card.w + t.px(14), t.middle_card.h};
    t.deck_label = Box{x, y, t.deck.w + t.px(16), t.px(20)};
    t.crib = Box{x + w - t.middle_card.w - t.px(14) - t.px(8), card_top, t.middle_card.w + t.px(14),
                 t.middle_card.h};
    t.crib_label = Box{t.crib.x - t.px(16), y, t.crib.w + t.px(24), t.px(20)};
    t.play = Box{t.deck.right() + t.gap * 2, y + label_gap,
                 t.crib.x - t.gap * 2 - (t.deck.right() + t.gap * 2), middle_h - label_gap};
    y += middle_h + gap;

    t.human_label = Box{x, y, w, label_h};
    y += label_h;
    t.human_hand = Box{x, y, w, t.lift + t.human_card.h};
    y += t.lift + t.human_card.h + gap;
    t.menu_bar = Box{x, std::min(y, height - m - menu_h), w, menu_h};
    return t;
}

std::vector<Box> fan(const Box& row, CardSize size, int n, int preferred_gap) {
    std::vector<Box> boxes;
    if (n <= 0) {
        return boxes;
    }
    int step = size.w + preferred_gap;
    if (n > 1 && (n - 1) * step + size.w > row.w) {
        step = std::max(1, (row.w - size.w) / (n - 1));
    }
    const int total = (n - 1) * step + size.w;
    const int x0 = row.x + (row.w - total) / 2;
    const int y = row.bottom() - size.h;
    for (int i = 0; i < n; ++i) {
        boxes.push_back(Box{x0 + i * step, y, size.w, size.h});
    }
    return boxes;
}

} // namespace parlor::app::cribbage_table
