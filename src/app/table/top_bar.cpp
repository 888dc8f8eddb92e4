#include "app/table/top_bar.hpp"

#include "app/table/paint.hpp"

#include <algorithm>
#include <cmath>

namespace parlor::app::table {

void paint_top_bar(Gfx& g, const TableFrame& f, const TopBar& top) {
    const Rect bar = f.top_bar;
    g.fill_rounded(bar, f.px(10), bar_fill);
    // The scores at the right end need their room first (they are what a player looks up for);
    // with large text in a small window they are set smaller, down to the small font, then the
    // title is set smaller and the detail cut short with "…" or left out.
    TextStyle score_style = text_style(f.font_heading, true, theme::ink, Align::Right);
    const auto scores_w = [&] {
        float w = 0;
        for (const ScoreShown& s : top.scores) {
            w += g.measure(s.name + "  " + s.value, score_style).w + f.px(30);
        }
        return w;
    };
    TextStyle title = text_style(f.font_heading + f.px(3), true, theme::gold);
    const float title_w = g.measure(top.title, title).w;
    const float inner = bar.w - f.px(28);
    const float least_title = std::min(title_w, 4 * title.size); // a few letters at least
    if (const float w = scores_w(); w + least_title > inner && w > 0) {
        score_style.size =
            std::max(f.font_small, std::floor(score_style.size * (inner - least_title) / w));
    }
    const float scores_left = bar.right() - f.px(14) - scores_w() + f.px(16);
    const float title_room = scores_left - bar.x - f.px(14) - f.px(16);
    if (title_w > title_room && title_room > 0) {
        title.size = std::max(f.font_small, std::floor(title.size * title_room / title_w));
    }
    const Rect drawn = g.text(g.elided(top.title, std::max(0.0f, title_room), title),
                              bar.x + f.px(14), bar.y + (bar.h - g.line_height(title)) / 2, title);
    const TextStyle body = text_style(f.font_body, false, theme::ink_soft);
    const float detail_x = drawn.right() + f.px(18);
    // The banner (the one fact not to miss) keeps room for its words in the small font.
    const float pill_h = bar.h - f.px(6);
    const float crown = top.crown ? pill_h * 0.62f : 0;
    const float pad = f.px(top.crown ? 34 : 26);
    const float banner_least =
        top.banner.empty() ? 0
                           : g.measure(top.banner, text_style(f.font_small, true, theme::gold)).w +
                                 crown + pad + f.px(16);
    const float detail_room = scores_left - f.px(16) - detail_x - banner_least;
    Rect detail{drawn.right(), bar.y, 0, 0};
    // Less room than a few letters: the detail is left out rather than shown as "…".
    if (detail_room > 3 * body.size) {
        detail = g.text(g.elided(top.detail, detail_room, body), detail_x,
                        bar.y + (bar.h - g.line_height(body)) / 2, body);
    }

    // The scores, as numbers, at the right end.
    float x = bar.right() - f.px(14);
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
    TextStyle banner = text_style(f.font_banner, true, theme::gold);
    std::string words = top.banner;
    float w = g.measure(words, banner).w + crown + pad;
    if (w > right - left) {
        banner.size = std::max(f.font_small, std::floor(banner.size * (right - left - crown - pad) /
                                                        (w - crown - pad)));
        // Still too long in the small font: its words cut short, or no banner at all.
        words = g.elided(words, right - left - crown - pad, banner);
        if (words.empty()) {
            return;
        }
        w = g.measure(words, banner).w + crown + pad;
    }
    const float cx = std::clamp(bar.cx(), left + w / 2, std::max(left + w / 2, right - w / 2));
    const Rect pill{std::floor(cx - w / 2), bar.y + f.px(3), w, pill_h};
    g.fill_rounded(pill, pill.h / 2, Color{58, 40, 8, 235});
    g.outline_rounded(pill, pill.h / 2, theme::gold.with_alpha(200));
    float tx = pill.x + f.px(13);
    if (top.crown) {
        g.crown(Rect{pill.x + f.px(12), pill.cy() - crown / 2, crown, crown}, theme::gold);
        tx = pill.x + f.px(18) + crown;
    }
    g.text(words, tx, pill.cy() - g.line_height(banner) / 2, banner);
}

} // namespace parlor::app::table
