#pragma once
// Rectangles and colours in renderer output pixels (floats, so animations move smoothly).

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <iterator>

namespace parlor::app {

struct Color {
    std::uint8_t r = 0, g = 0, b = 0, a = 255;
    constexpr Color with_alpha(std::uint8_t alpha) const { return Color{r, g, b, alpha}; }
    friend constexpr bool operator==(const Color&, const Color&) = default;
};

struct Point {
    float x = 0, y = 0;
};

struct Rect {
    float x = 0, y = 0, w = 0, h = 0;

    constexpr float right() const { return x + w; }
    constexpr float bottom() const { return y + h; }
    constexpr float cx() const { return x + w / 2; }
    constexpr float cy() const { return y + h / 2; }
    constexpr bool contains(float px, float py) const {
        return px >= x && py >= y && px < x + w && py < y + h;
    }
    constexpr bool contains(Point p) const { return contains(p.x, p.y); }
    constexpr bool empty() const { return w <= 0 || h <= 0; }
    constexpr bool contains(const Rect& o) const {
        return o.x >= x && o.y >= y && o.right() <= right() && o.bottom() <= bottom();
    }
    constexpr bool overlaps(const Rect& o) const {
        return !empty() && !o.empty() && x < o.right() && o.x < right() && y < o.bottom() &&
               o.y < bottom();
    }
    constexpr Rect inset(float d) const { return Rect{x + d, y + d, w - 2 * d, h - 2 * d}; }
    constexpr Rect inset(float dx, float dy) const {
        return Rect{x + dx, y + dy, w - 2 * dx, h - 2 * dy};
    }
    constexpr Rect moved(float dx, float dy) const { return Rect{x + dx, y + dy, w, h}; }
    // A w x h rectangle centred on this one.
    constexpr Rect centered(float cw, float ch) const {
        return Rect{x + (w - cw) / 2, y + (h - ch) / 2, cw, ch};
    }
    friend constexpr bool operator==(const Rect&, const Rect&) = default;
};

// The smallest rectangle holding both (an empty one adds nothing).
constexpr Rect united(const Rect& a, const Rect& b) {
    if (a.empty()) {
        return b;
    }
    if (b.empty()) {
        return a;
    }
    const float x = std::min(a.x, b.x);
    const float y = std::min(a.y, b.y);
    return Rect{x, y, std::max(a.right(), b.right()) - x, std::max(a.bottom(), b.bottom()) - y};
}

// Design units: every screen is laid out for a 1280x720 reference and scaled by the smaller of
// the two ratios, so it fits from 1024x600 to 4K. `px` gives whole pixels, so cards and edges
// land on the pixel grid.
// The player's size of text and cards (Settings, Ctrl+Plus and Ctrl+Minus, --scale), in percent.
inline constexpr int ui_percents[] = {100, 125, 150, 175, 200};
constexpr bool is_ui_percent(int percent) {
    return std::find(std::begin(ui_percents), std::end(ui_percents), percent) !=
           std::end(ui_percents);
}

// Design units to pixels. A layout is drawn in design units on a screen of at least
// min_design_w x min_design_h of them (where every screen is laid out without overlap): the
// player's size enlarges the unit up to that, and no further on a window too small for it.
struct Scale {
    // (window_size.cpp; tests may change them)
    static float min_design_w, min_design_h;
    float unit = 1;
    // The process's size of text and cards in percent (App sets it from the settings).
    static inline int percent = 100;
    static Scale of(int width, int height) { return of(width, height, percent); }
    // At 100% min(width / 1280, height / 720), as before there was a choice.
    static Scale of(int width, int height, int percent);
    float px(float design) const { return std::round(design * unit); }
    int ipx(float design) const { return static_cast<int>(std::lround(design * unit)); }
};

// Linear interpolation, t in [0, 1].
constexpr float lerp(float a, float b, float t) {
    return a + (b - a) * t;
}
constexpr Rect lerp(const Rect& a, const Rect& b, float t) {
    return Rect{lerp(a.x, b.x, t), lerp(a.y, b.y, t), lerp(a.w, b.w, t), lerp(a.h, b.h, t)};
}
// Smooth start and stop for card movements.
constexpr float ease_out_cubic(float t) {
    t = std::clamp(t, 0.0f, 1.0f);
    const float u = 1 - t;
    return 1 - u * u * u;
}

} // namespace parlor::app
