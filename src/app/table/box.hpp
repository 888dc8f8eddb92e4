#pragma once
// Integer rectangles in window pixels, for a table's layout and hit-testing. Plain C++ (no
// SDL) so the layout and the controller are tested without a window.

#include <algorithm>
#include <cmath>
#include <vector>

namespace parlor::app::table {

struct Box {
    int x = 0;
    int y = 0;
    int w = 0;
    int h = 0;

    constexpr int right() const { return x + w; }
    constexpr int bottom() const { return y + h; }
    constexpr int center_x() const { return x + w / 2; }
    constexpr int center_y() const { return y + h / 2; }
    constexpr bool empty() const { return w <= 0 || h <= 0; }
    constexpr bool contains(int px, int py) const {
        return px >= x && px < x + w && py >= y && py < y + h;
    }
    constexpr bool contains(const Box& o) const {
        return o.x >= x && o.y >= y && o.right() <= right() && o.bottom() <= bottom();
    }
    constexpr bool overlaps(const Box& o) const {
        return !empty() && !o.empty() && x < o.right() && o.x < right() && y < o.bottom() &&
               o.y < bottom();
    }
    // Shrunk by `d` on every side (grown for a negative d).
    constexpr Box inset(int d) const {
        return Box{x + d, y + d, std::max(0, w - 2 * d), std::max(0, h - 2 * d)};
    }
    constexpr Box moved(int dx, int dy) const { return Box{x + dx, y + dy, w, h}; }

    friend constexpr bool operator==(const Box&, const Box&) = default;
};

// The smallest box holding both (an empty box adds nothing).
constexpr Box united(const Box& a, const Box& b) {
    if (a.empty()) {
        return b;
    }
    if (b.empty()) {
        return a;
    }
    const int x = std::min(a.x, b.x);
    const int y = std::min(a.y, b.y);
    return Box{x, y, std::max(a.right(), b.right()) - x, std::max(a.bottom(), b.bottom()) - y};
}

// A card's size on screen. Cards are poker-sized, 2.5 x 3.5.
struct CardSize {
    int w = 0;
    int h = 0;
};

inline CardSize card_of_height(int h) {
    return CardSize{static_cast<int>(std::lround(h * 2.5 / 3.5)), h};
}

// The index of the topmost box under (x, y) (later boxes lie on top, as cards in a fan), or -1.
inline int card_at(const std::vector<Box>& cards, int x, int y) {
    for (int i = static_cast<int>(cards.size()) - 1; i >= 0; --i) {
        if (cards[static_cast<std::size_t>(i)].contains(x, y)) {
            return i;
        }
    }
    return -1;
}

} // namespace parlor::app::table
