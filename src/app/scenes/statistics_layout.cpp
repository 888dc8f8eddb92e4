#include "app/scenes/statistics_layout.hpp"

#include "app/core/theme.hpp"
#include "app/ui/widgets.hpp"

#include <algorithm>

namespace parlor::app {

StatisticsLayout layout_statistics(int width, int height, int rows, int notice_lines) {
    const float u = Scale::of(width, height).unit;
    const float W = float(width), H = float(height);
    StatisticsLayout l;
    const float heading_line = line_skip((theme::heading_size + 4) * u);
    const float name_line = line_skip((theme::body_size + 3) * u);
    const float note_line = line_skip((theme::small_size - 1) * u);
    const float small_line = line_skip(theme::small_size * u);
    const float footer_line = line_skip((theme::small_size - 2) * u);
    const float button_h = 50 * u;

    l.heading_y = 22 * u;
    l.game_y = l.heading_y + heading_line + 6 * u;
    // The arrows stand clear of the longest name a game has ("Five Crowns" is 11 letters).
    const float name_half = 130 * u;
    l.left_arrow =
        Rect{W / 2 - name_half - name_line * 1.5f, l.game_y, name_line * 1.5f, name_line};
    l.right_arrow = Rect{W / 2 + name_half, l.game_y, name_line * 1.5f, name_line};

    // From the bottom up: the key hints, the buttons, then the chart's least height.
    l.footer_y = H - footer_line - 2 * u;
    const float buttons_y = H - button_h - 34 * u;
    const float least_chart = 40 * u;
    const float sheet_top = l.game_y + name_line + 14 * u;
    // What the sheet may take: all but the lines under it, the least chart and the notice.
    const float notice_h =
        small_line * float(std::clamp(notice_lines, 1, statistics_notice_lines_max));
    const float under =
        6 * u + note_line + 10 * u + small_line + 8 * u + least_chart + 6 * u + notice_h + 8 * u;
    const float room = buttons_y - sheet_top - under;
    const int lines = std::max(rows, 0) + 1; // and the header
    const float rh = std::clamp((room - 16 * u) / float(lines), 18 * u, 34 * u);
    const float tw = std::min(W * 0.94f, 1100 * u);
    const float x0 = (W - tw) / 2;
    l.sheet = Rect{x0, sheet_top, tw, rh * float(lines) + 16 * u};
    l.text_size = std::min((theme::small_size + 1) * u, rh * 0.55f);
    l.header_y = sheet_top + 8 * u;
    const float cx = x0 + 20 * u;
    const float cw = tw - 40 * u;
    for (const float at : statistics_columns) {
        l.columns.push_back(cx + at * cw);
    }
    for (int i = 0; i < rows; ++i) {
        l.rows.push_back(Rect{x0 + 8 * u, l.header_y + rh * float(i + 1), tw - 16 * u, rh});
    }

    l.note_y = l.sheet.bottom() + 6 * u;
    l.chosen_y = l.note_y + note_line + 10 * u;
    const float chart_y = l.chosen_y + small_line + 8 * u;
    l.chart = Rect{x0, chart_y, tw,
                   std::max(least_chart, buttons_y - 6 * u - notice_h - 8 * u - chart_y)};
    l.notice_y = l.chart.bottom() + 6 * u;
    l.notice_line = small_line;
    const float row_w = 440 * u, gap = 16 * u;
    const float bw = (row_w - gap) / 2;
    l.buttons = {Rect{W / 2 - row_w / 2, buttons_y, bw, button_h},
                 Rect{W / 2 - row_w / 2 + bw + gap, buttons_y, bw, button_h}};
    return l;
}

std::optional<std::vector<float>> place_columns(float left, float room,
                                                const std::vector<float>& widths, float gap) {
    float total = 0;
    for (const float w : widths) {
        total += w;
    }
    const std::size_t gaps = widths.size() > 1 ? widths.size() - 1 : 1;
    if (widths.empty() || total + gap * float(gaps) > room) {
        return std::nullopt;
    }
    // The room left over widens every gap alike, so the last column ends at the sheet's edge.
    const float spread = widths.size() > 1 ? (room - total) / float(gaps) : 0;
    std::vector<float> lefts;
    float x = left;
    for (const float w : widths) {
        lefts.push_back(x);
        x += w + spread;
    }
    return lefts;
}

} // namespace parlor::app
