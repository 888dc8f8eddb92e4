#include "app/table/results_layout.hpp"

#include "app/core/theme.hpp"
#include "app/ui/widgets.hpp"

#include <algorithm>
#include <cmath>

namespace parlor::app::table {

ResultsLayout layout_results(int width, int height, bool crown, int lines, int sheet_rows,
                             int buttons, const std::vector<float>& label_widths) {
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
    // A label wider than its share ("Deal the next round" at 1280x720) widens its button, taken
    // from the others' spare room first, then from the margins; only a row wider than the window
    // shrinks them all alike.
    std::vector<float> widths(static_cast<std::size_t>(std::max(buttons, 0)), each);
    const float pad = 2 * 18 * u;
    for (std::size_t i = 0; i < widths.size() && i < label_widths.size(); ++i) {
        widths[i] = std::max(each, std::ceil(label_widths[i] + pad));
    }
    float row = gap * float(std::max(buttons - 1, 0));
    for (const float w : widths) {
        row += w;
    }
    if (row > bw) {
        // Give back what the narrow labels do not need, as far as their own labels allow.
        float over = row - bw;
        for (std::size_t i = 0; i < widths.size() && over > 0; ++i) {
            const float need = i < label_widths.size() ? std::ceil(label_widths[i] + pad) : each;
            const float spare = std::max(0.0f, widths[i] - std::max(need, bw * 0.1f));
            const float given = std::min(spare, over);
            widths[i] -= given;
            over -= given;
        }
        row = bw + over;
    }
    const float most = W - 32 * u;
    if (row > most) {
        const float scale = (most - gap * float(std::max(buttons - 1, 0))) /
                            (row - gap * float(std::max(buttons - 1, 0)));
        for (float& w : widths) {
            w *= scale;
        }
        row = most;
    }
    float x = (W - row) / 2;
    for (const float w : widths) {
        l.buttons.push_back(Rect{std::round(x), buttons_y, w, bh});
        x += w + gap;
    }
    return l;
}

} // namespace parlor::app::table
