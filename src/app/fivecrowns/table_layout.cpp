#include "app/fivecrowns/table_layout.hpp"

#include <algorithm>
#include <cmath>

namespace parlor::app::fivecrowns_table {

namespace {

// The design is drawn for 1024x600, the smallest window the table supports.
constexpr double design_width = 1024.0;
constexpr double design_height = 600.0;

// Heights of the play area's rows, in design pixels.
constexpr double top_bar_h = 44;
constexpr double margin = 10;
constexpr double side_w = 262;
constexpr double label_h = 20;
constexpr double computer_card_h = 80;
constexpr double pile_card_h = 108;
constexpr double pile_label_h = 16;
constexpr double human_label_h = 22;
constexpr double lift_h = 14;
constexpr double human_card_h = 108;
constexpr double mini_card_h = 46;
constexpr double arrangement_label_h = 15;
constexpr double menu_h = 38;
using table::card_of_height;

} // namespace

int scaled(const TableLayout& layout, double design_pixels) {
    return static_cast<int>(std::lround(design_pixels * layout.unit));
}

TableLayout layout_table(int width, int height, bool help_visible) {
    TableLayout t;
    width = std::max(width, 320);
    height = std::max(height, 200);
    t.window = Box{0, 0, width, height};
    t.unit = std::min(width / design_width, height / design_height);
    auto s = [&](double v) { return scaled(t, v); };

    t.gap = s(margin);
    t.font_small = std::max(9, s(11));
    t.font_body = std::max(10, s(14));
    t.font_heading = std::max(12, s(17));
    t.font_banner = std::max(14, s(22));

    // Top bar: round on the left, wild rank in the middle, scores on the right.
    t.top_bar = Box{0, 0, width, s(top_bar_h)};
    const Box bar = t.top_bar.inset(s(6));
    const int third = bar.w / 3;
    t.round_label = Box{bar.x + s(4), bar.y, third - s(4), bar.h};
    t.wild_banner = Box{bar.x + third, bar.y, bar.w - 2 * third, bar.h};
    t.scoreboard = Box{bar.right() - third, bar.y, third - s(4), bar.h};

    // Side column.
    const int content_top = t.top_bar.bottom() + t.gap;
    const int content_bottom = height - t.gap;
    const int side_width = s(side_w);
    t.side = Box{width - t.gap - side_width, content_top, side_width, content_bottom - content_top};
    if (help_visible) {
        const int help_h = t.side.h * 11 / 20;
        t.help = Box{t.side.x, t.side.bottom() - help_h, t.side.w, help_h};
        t.log = Box{t.side.x, t.side.y, t.side.w, t.side.h - help_h - t.gap};
    } else {
        t.log = t.side;
        t.help = Box{};
    }

    // Play area: fixed rows; the spare height is shared out as air between them.
    t.play = Box{t.gap, content_top, t.side.x - 2 * t.gap, content_bottom - content_top};
    t.computer_card = card_of_height(s(computer_card_h));
    t.pile_card = card_of_height(s(pile_card_h));
    t.human_card = card_of_height(s(human_card_h));
    t.mini_card = card_of_height(s(mini_card_h));
    t.lift = s(lift_h);

    const int rows[] = {
        s(label_h),                             // computer label
        t.computer_card.h,                      // computer hand
        t.pile_card.h + s(pile_label_h),        // piles and their labels
        s(human_label_h),                       // human label and prompt
        t.lift + t.human_card.h,                // human hand
        t.mini_card.h + s(arrangement_label_h), // arrangement
        s(menu_h),                              // buttons
    };
    int fixed = 0;
    for (int r : rows) {
        fixed += r;
    }
    // Air above each row except the first: the label rows hug the row they name.
    const int spare = std::max(0, t.play.h - fixed);
    const int air_weights[] = {0, 0, 3, 2, 0, 2, 2};
    int weight_sum = 0;
    for (int w : air_weights) {
        weight_sum += w;
    }
    Box row_boxes[7];
    int y = t.play.y;
    for (int i = 0; i < 7; ++i) {
        y += spare * air_weights[i] / weight_sum;
        row_boxes[i] = Box{t.play.x, y, t.play.w, rows[i]};
        y += rows[i];
    }
    // A last bit of rounding goes below the buttons.

    t.computer_label = row_boxes[0];
    t.computer_hand = row_boxes[1];

    const Box piles = row_boxes[2];
    t.stock = Box{piles.x, piles.y, t.pile_card.w, t.pile_card.h};
    t.stock_label = Box{t.stock.x - s(8), t.stock.bottom(), t.stock.w + s(16), s(pile_label_h)};
    t.discard = Box{t.stock.right() + s(22), piles.y, t.pile_card.w, t.pile_card.h};
    t.discard_label =
        Box{t.discard.x - s(8), t.discard.bottom(), t.discard.w + s(16), s(pile_label_h)};
    const int strip_x = t.discard_label.right() + s(20);
    t.stock_strip = Box{strip_x, piles.y, std::max(0, piles.right() - strip_x), piles.h};

    t.human_label = row_boxes[3];
    t.human_hand = row_boxes[4];

    t.arrangement = row_boxes[5];
    const int caption_w = std::min(s(150), t.arrangement.w / 4);
    t.arrangement_caption = Box{t.arrangement.x, t.arrangement.y, caption_w, t.arrangement.h};
    t.arrangement_cards = Box{t.arrangement.x + caption_w + s(8), t.arrangement.y,
                              std::max(0, t.arrangement.w - caption_w - s(8)), t.mini_card.h};

    t.menu_bar = row_boxes[6];
    return t;
}

std::vector<Box> fan_cards(const Box& area, int count, CardSize size) {
    return fan_groups(area, count > 0 ? std::vector<int>{count} : std::vector<int>{}, size, 0);
}

std::vector<Box> fan_groups(const Box& area, const std::vector<int>& group_sizes, CardSize size,
                            int group_gap) {
    std::vector<Box> boxes;
    int cards = 0;
    int groups = 0;
    for (int n : group_sizes) {
        if (n > 0) {
            cards += n;
            ++groups;
        }
    }
    if (cards == 0) {
        return boxes;
    }
    // Natural spacing: cards side by side with a small gap; shrink the step within groups
    // (never the gaps between groups) until everything fits.
    const int natural_step = size.w + std::max(2, size.w / 12);
    const int gaps = (groups - 1) * group_gap;
    const int steps = cards - groups; // card-to-card steps inside groups
    int step = natural_step;
    int total = steps * step + groups * size.w + gaps;
    if (total > area.w && steps > 0) {
        step = std::max(1, (area.w - groups * size.w - gaps) / steps);
        total = steps * step + groups * size.w + gaps;
    }
    int x = area.x + std::max(0, (area.w - total) / 2);
    const int y = area.bottom() - size.h;
    bool first_group = true;
    for (int n : group_sizes) {
        if (n <= 0) {
            continue;
        }
        if (!first_group) {
            x += group_gap;
        }
        first_group = false;
        for (int i = 0; i < n; ++i) {
            boxes.push_back(Box{x, y, size.w, size.h});
            x += (i + 1 < n) ? step : size.w;
        }
    }
    return boxes;
}

std::vector<Box> group_bounds(const std::vector<Box>& cards, const std::vector<int>& group_sizes) {
    std::vector<Box> bounds;
    std::size_t next = 0;
    for (int n : group_sizes) {
        Box b{};
        for (int i = 0; i < n && next < cards.size(); ++i, ++next) {
            b = united(b, cards[next]);
        }
        bounds.push_back(b);
    }
    return bounds;
}

std::vector<Box> chip_grid(const Box& area, int count) {
    std::vector<Box> chips;
    if (count <= 0 || area.empty()) {
        return chips;
    }
    // Try every number of rows; keep the one that gives the tallest chips.
    constexpr double chip_aspect = 0.74;
    const int spacing = std::max(1, area.h / 60);
    int best_rows = 1;
    double best_h = 0;
    for (int rows = 1; rows <= count; ++rows) {
        const int columns = (count + rows - 1) / rows;
        const double by_height = (area.h - (rows - 1) * spacing) / static_cast<double>(rows);
        const double by_width =
            (area.w - (columns - 1) * spacing) / static_cast<double>(columns) / chip_aspect;
        const double h = std::min(by_height, by_width);
        if (h > best_h) {
            best_h = h;
            best_rows = rows;
        }
        if (by_height < best_h) {
            break; // more rows only make chips shorter from here on
        }
    }
    const int rows = best_rows;
    const int columns = (count + rows - 1) / rows;
    const int h = std::max(1, static_cast<int>(best_h));
    const int w = std::max(1, static_cast<int>(best_h * chip_aspect));
    // Spread the columns over the whole width so the strip reads as one block.
    const double step_x =
        columns > 1
            ? std::min<double>(w + spacing * 3, (area.w - w) / static_cast<double>(columns - 1))
            : 0;
    for (int i = 0; i < count; ++i) {
        const int r = i / columns;
        const int c = i % columns;
        chips.push_back(
            Box{area.x + static_cast<int>(c * step_x), area.y + r * (h + spacing), w, h});
    }
    return chips;
}

ButtonRow button_row(const TableLayout& layout, const std::vector<int>& left,
                     const std::vector<int>& right) {
    ButtonRow row;
    const Box bar = layout.menu_bar;
    const int gap = scaled(layout, 10);
    const int count = static_cast<int>(left.size() + right.size());
    if (count == 0) {
        return row;
    }
    double wanted = 0;
    for (int w : left) {
        wanted += scaled(layout, w);
    }
    for (int w : right) {
        wanted += scaled(layout, w);
    }
    // The gaps and the space between the two groups stay; the buttons give way.
    const int fixed = gap * (count - 1) + (left.empty() || right.empty() ? 0 : scaled(layout, 24));
    const double shrink = std::min(1.0, std::max(0, bar.w - fixed) / std::max(1.0, wanted));
    auto width = [&](int design) {
        return std::max(1, static_cast<int>(scaled(layout, design) * shrink));
    };
    int x = bar.x;
    for (int w : left) {
        row.left.push_back(Box{x, bar.y, width(w), bar.h});
        x += width(w) + gap;
    }
    x = bar.right();
    for (auto it = right.rbegin(); it != right.rend(); ++it) {
        x -= width(*it);
        row.right.insert(row.right.begin(), Box{x, bar.y, width(*it), bar.h});
        x -= gap;
    }
    return row;
}

int insertion_index(const std::vector<Box>& cards, int dragged, int x) {
    int place = 0;
    for (int i = 0; i < static_cast<int>(cards.size()); ++i) {
        if (i != dragged && cards[static_cast<std::size_t>(i)].center_x() < x) {
            ++place;
        }
    }
    return place;
}

} // namespace parlor::app::fivecrowns_table
