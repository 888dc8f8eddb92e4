#include "app/table/top_bar.hpp"

#include "app/table/paint.hpp"

#include <algorithm>
#include <cmath>

namespace parlor::app::table {

void paint_top_bar(Gfx& g, const TableFrame& f, const TopBar& top) {
    const Rect bar = f.top_bar;
    g.fill_rounded(bar, f.px(10), bar_fill);
    const TextStyle title = text_style(f.font_heading + f.px(3), true, theme::gold);
    const Rect drawn =
        g.text(top.title, bar.x + f.px(14), bar.y + (bar.h - g.line_height(title)) / 2, title);
    const TextStyle body = text_style(f.font_body, false, theme::ink_soft);
    const Rect detail = g.text(top.detail, drawn.right() + f.px(18),
                               bar.y + (bar.h - g.line_height(body)) / 2, body);

    // The scores, as numbers, at the right end.
    float x = bar.right() - f.px(14);
    const TextStyle score_style = text_style(f.font_heading, true, theme::ink, Align::Right);
    for (auto it = top.scores.rbegin(); it != top.scores.rend(); ++it) {
        const std::string text = it->name + "  " + it->value;
        const Rect r =
            g.text(text, x, bar.y + (bar.h - g.line_height(score_style)) / 2, score_style);
        seat_bullet(g, Point{r.x - f.px(10), bar.cy()}, f.px(5), it->mark);
        x = r.x - f.px(30);
    }

    if (top.banner.empty()) {
        return;
    }
    // The banner in a pill between the title and the scores: centred on the bar when there is
    // room, else in the room there is, its words smaller if they must be.
    const float left = detail.right() + f.px(16);
    const float right = x + f.px(6);
    const float h = bar.h - f.px(6);
    const float crown = top.crown ? h * 0.62f : 0;
    const float pad = f.px(top.crown ? 34 : 26);
    TextStyle banner = text_style(f.font_banner, true, theme::gold);
    float w = g.measure(top.banner, banner).w + crown + pad;
    if (w > right - left) {
        banner.size = std::max(f.font_small, std::floor(banner.size * (right - left - crown - pad) /
                                                        (w - crown - pad)));
        w = g.measure(top.banner, banner).w + crown + pad;
    }
    const float cx = std::clamp(bar.cx(), left + w / 2, std::max(left + w / 2, right - w / 2));
    const Rect pill{std::floor(cx - w / 2), bar.y + f.px(3), w, h};
    g.fill_rounded(pill, pill.h / 2, Color{58, 40, 8, 235});
    g.outline_rounded(pill, pill.h / 2, theme::gold.with_alpha(200));
    float tx = pill.x + f.px(13);
    if (top.crown) {
        g.crown(Rect{pill.x + f.px(12), pill.cy() - crown / 2, crown, crown}, theme::gold);
        tx = pill.x + f.px(18) + crown;
    }
    g.text(top.banner, tx, pill.cy() - g.line_height(banner) / 2, banner);
}

} // namespace parlor::app::table
