#include "app/scenes/title_layout.hpp"

#include "app/core/gfx.hpp"
#include "app/core/theme.hpp"
#include "app/ui/widgets.hpp"

#include <algorithm>
#include <cmath>

namespace parlor::app {

TitleLayout layout_title(int width, int height, int buttons) {
    const float u = Scale::of(width, height).unit;
    const float W = float(width), H = float(height);
    TitleLayout l;
    l.footer_y = H - line_skip((theme::small_size - 1) * u) - 12 * u;
    const float notice_h = 2 * line_skip((theme::small_size + 1) * u) + 16 * u;
    const float panel_bottom_max = l.footer_y - 8 * u - notice_h - 10 * u;

    const float title_line = line_skip((theme::title_size + 12) * u);
    const float tagline_line = line_skip(theme::body_size * u);
    const float heading_h = 2 * u + title_line + tagline_line + 34 * u;
    float button_h = 50 * u;
    float gap = 12 * u;
    const float n = static_cast<float>(std::max(buttons, 1));
    const auto menu_height = [&] { return n * (button_h + gap) - gap; };
    float heading_top = H * 0.06f;
    float crown_h = 70 * u;
    const auto panel_bottom = [&] {
        return heading_top + crown_h + heading_h + menu_height() + 24 * u;
    };
    if (panel_bottom() > panel_bottom_max) {
        heading_top = H * 0.03f;
        crown_h = 52 * u;
    }
    if (const float over = panel_bottom() - panel_bottom_max; over > 0) {
        const float shrink = std::clamp(1 - over / menu_height(), 0.6f, 1.0f);
        button_h *= shrink;
        gap *= shrink;
    }

    l.crown = Rect{W / 2 - crown_h * 0.75f, heading_top, crown_h * 1.5f, crown_h};
    l.title_y = heading_top + crown_h + 2 * u;
    l.tagline_y = l.title_y + title_line;

    // The menu on the left half.
    const float menu_w = 340 * u;
    const float top = l.tagline_y + tagline_line + 34 * u;
    const float menu_h = menu_height();
    l.panel = Rect{W * 0.30f - menu_w / 2 - 28 * u, top - 24 * u, menu_w + 56 * u, menu_h + 48 * u};
    for (int i = 0; i < buttons; ++i) {
        l.buttons.push_back(
            Rect{l.panel.x + 28 * u, top + float(i) * (button_h + gap), menu_w, button_h});
    }
    l.notice = Rect{W * 0.05f - 10 * u, l.panel.bottom() + 10 * u, W * 0.9f + 20 * u, notice_h};

    // The fan of cards on the right half.
    l.card_w = std::min(150 * u, (W * 0.42f) / 3.2f);
    const float card_h = l.card_w * Gfx::card_aspect;
    l.fan_centre = Point{W * 0.70f, l.panel.cy() + card_h * 0.12f};
    l.fan = Rect{l.fan_centre.x - l.card_w * 2.6f, l.fan_centre.y - card_h * 0.85f, l.card_w * 5.2f,
                 card_h * 1.75f};
    l.caption_y = l.fan_centre.y + card_h * 0.62f + 24 * u;
    // Six cards, each turned 9 degrees more than the last about its centre (as render() draws
    // them): the box around their corners.
    constexpr int fan_size = 6;
    constexpr float degrees = 3.14159265f / 180.0f;
    for (int i = 0; i < fan_size; ++i) {
        const float t = float(i) - (fan_size - 1) / 2.0f;
        const float a = std::abs(t * 9.0f * degrees);
        const Point c{l.fan_centre.x + t * l.card_w * 0.42f, l.fan_centre.y + t * t * 4 * u};
        const float hw = l.card_w / 2 * std::cos(a) + card_h / 2 * std::sin(a);
        const float hh = l.card_w / 2 * std::sin(a) + card_h / 2 * std::cos(a);
        const Rect card{c.x - hw, c.y - hh, 2 * hw, 2 * hh};
        l.fan_cards = i == 0 ? card : united(l.fan_cards, card);
    }
    return l;
}

} // namespace parlor::app
