#include "app/table/table_frame.hpp"

#include <algorithm>
#include <cmath>

namespace parlor::app::table {

TableFrame frame_table(int width, int height, bool help_visible) {
    TableFrame f;
    width = std::max(width, 320);
    height = std::max(height, 200);
    f.s = Scale::of(width, height);
    f.window = Rect{0, 0, static_cast<float>(width), static_cast<float>(height)};
    f.font_small = std::max(9.0f, f.px(13));
    f.font_body = std::max(10.0f, f.px(16));
    f.font_heading = std::max(12.0f, f.px(19));
    f.font_banner = std::max(14.0f, f.px(26));
    f.gap = f.px(12);
    const float m = f.gap;

    const float side_w = std::min(f.px(320), std::floor(f.window.w / 3));
    f.side = Rect{f.window.w - m - side_w, m, side_w, f.window.h - 2 * m};
    if (help_visible) {
        const float help_h = std::floor(f.side.h * 2 / 5);
        f.help = Rect{f.side.x, f.side.y, side_w, help_h};
        f.log = Rect{f.side.x, f.help.bottom() + m / 2, side_w, f.side.h - help_h - m / 2};
    } else {
        f.log = f.side;
    }

    const float x = m;
    const float w = f.side.x - m - x;
    f.top_bar = Rect{x, std::floor(m / 2), w, f.px(44)};
    const float menu_h = f.px(42);
    f.menu_bar = Rect{x, f.window.h - m - menu_h, w, menu_h};
    const float top = f.top_bar.bottom() + m;
    f.play = Rect{x, top, w, std::max(0.0f, f.menu_bar.y - m - top)};
    return f;
}

} // namespace parlor::app::table
