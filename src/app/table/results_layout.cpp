#include "app/table/results_layout.hpp"

#include "app/core/theme.hpp"
#include "app/ui/widgets.hpp"

#include <algorithm>

namespace parlor::app::table {

ResultsLayout layout_results(int width, int height, bool crown, int lines, int sheet_rows,
                             int buttons) {
    const float u = Scale::of(width, height).unit;
    const float W = float(width), H = float(height);
    ResultsLayout l;
    float y = 22 * u;
    if (crown) {
        const float crown_h = 54 * u;
        l.crown = Rect{W / 2 - crown_h * 0.75f, y, crown_h * 1.5f, crown_h};
        y += crown_h + 4 * u;
    }
    l.headline_size = (crown ? theme::title_size - 8 : theme::heading_size + 4) * u;
    l.headline_y = y;
    y += line_skip(l.headline_size) + 4 * u;
    const float line_h = line_skip(theme::body_size * u);
    for (int i = 0; i < lines; ++i) {
        l.lines.push_back(y);
        y += line_h;
    }
    y += 14 * u;

    const float bh = 50 * u;
    const float buttons_y = H - bh - 26 * u;
    l.body = Rect{24 * u, y, W - 48 * u, std::max(0.0f, buttons_y - 24 * u - y)};
    const float tw = std::min(W * 0.92f, 820 * u);
    l.sheet = Rect{(W - tw) / 2, l.body.y, tw, l.body.h};
    l.row_height = std::min(32 * u, (l.sheet.h - 16 * u) / float(std::max(sheet_rows, 1)));
    l.text_size = std::min((theme::small_size + 1) * u, l.row_height * 0.62f);

    // Four or five buttons (Play again, Back to the title, Review, Watch again, Statistics) need
    // the room of the longest label each.
    const float bw = std::min(W - 32 * u, (buttons > 4   ? 1180
                                           : buttons > 3 ? 880
                                           : buttons > 2 ? 720
                                                         : 520) *
                                              u);
    const float gap = 16 * u;
    const float each = (bw - gap * float(buttons - 1)) / float(std::max(buttons, 1));
    for (int i = 0; i < buttons; ++i) {
        l.buttons.push_back(Rect{(W - bw) / 2 + float(i) * (each + gap), buttons_y, each, bh});
    }
    return l;
}

} // namespace parlor::app::table
