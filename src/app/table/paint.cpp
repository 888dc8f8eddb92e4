#include "app/table/paint.hpp"

#include <cmath>

namespace parlor::app::table {

int PanelMetrics::px(double design_pixels) const {
    return static_cast<int>(std::lround(design_pixels * unit));
}

Rect to_rect(const Box& b) {
    return Rect{static_cast<float>(b.x), static_cast<float>(b.y), static_cast<float>(b.w),
                static_cast<float>(b.h)};
}

TextStyle text_style(int size, bool bold, Color color, Align align) {
    return TextStyle{static_cast<float>(size), bold, color, align};
}

void side_panel(Gfx& g, const Rect& r, float radius) {
    g.fill_rounded(r, radius, theme::panel);
    g.outline_rounded(r, radius, Color{110, 170, 130, 110});
}

void target_glow(Gfx& g, const Rect& card, int spread) {
    const float s = static_cast<float>(spread);
    const float radius = card.w * 0.07f;
    g.outline_rounded(card.inset(-s), radius + s, theme::good.with_alpha(230));
    g.outline_rounded(card.inset(-s * 1.8f), radius + s * 1.8f, theme::good.with_alpha(90));
}

void focus_ring(Gfx& g, const Rect& card, int spread) {
    const float s = static_cast<float>(spread);
    g.card_overlay(CardOverlay::Focus, card);
    g.outline_rounded(card.inset(-s), card.w * 0.07f + s, theme::focus);
    g.outline_rounded(card.inset(-s - 1), card.w * 0.07f + s + 1, theme::focus);
}

} // namespace parlor::app::table
