#pragma once
// Rectangles and colours in renderer output pixels (floats, so animations move smoothly).

#include <algorithm>
#include <cmath>
#include <cstdint>

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
struct Scale {
    float unit = 1;
    static Scale of(int width, int height) {
        return Scale{
            std::min(static_cast<float>(width) / 1280.0f, static_cast<float>(height) / 720.0f)};
    }
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
