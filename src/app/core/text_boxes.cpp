#include "app/core/text_boxes.hpp"

#include <cmath>
#include <sstream>

namespace parlor::app {

namespace {

// A box's edges rounded out to half a pixel either way count as inside: text is placed on whole
// pixels, panels are not.
constexpr float edge_slack = 1.0f;

std::optional<Rect> intersection(const Rect& a, const Rect& b) {
    const float x = std::max(a.x, b.x), y = std::max(a.y, b.y);
    const float r = std::min(a.right(), b.right()), bottom = std::min(a.bottom(), b.bottom());
    if (r <= x || bottom <= y) {
        return std::nullopt;
    }
    return Rect{x, y, r - x, bottom - y};
}

bool holds(const Rect& outer, const Rect& inner) {
    return outer.inset(-edge_slack).contains(inner);
}

// Where a line's letters are: a font's box has room above the capitals (for accents) and
// below the descenders that no letter of a plain line reaches, so two lines set a little closer
// than their boxes do not touch.
Rect ink(const Rect& box) {
    return Rect{box.x + 1, box.y + box.h * 0.18f, box.w - 2, box.h * 0.77f};
}

// The same words painted twice a pixel or two apart: a shadow under its text, not a collision.
bool shadow_of(const DrawnText& a, const DrawnText& b) {
    const float near = std::max(3.0f, a.box.h * 0.05f); // a shadow's offset grows with the size
    return a.text == b.text && std::abs(a.box.x - b.box.x) <= near &&
           std::abs(a.box.y - b.box.y) <= near;
}

std::string where(const Rect& r) {
    std::ostringstream out;
    out << "(" << std::lround(r.x) << "," << std::lround(r.y) << " " << std::lround(r.w) << "x"
        << std::lround(r.h) << ")";
    return out.str();
}

// What is left of `box` to be seen once `cover` is painted over it; nothing when all is covered.
// A cover over a corner only leaves the box as it was (the line is still partly seen there).
std::optional<Rect> uncovered(const Rect& box, const Rect& cover) {
    if (!box.overlaps(cover)) {
        return box;
    }
    if (holds(cover, box)) {
        return std::nullopt;
    }
    if (cover.x <= box.x && cover.right() >= box.right()) { // a band across: keep the larger part
        const float above = cover.y - box.y, below = box.bottom() - cover.bottom();
        if (above >= below) {
            return above > 0 ? std::optional(Rect{box.x, box.y, box.w, above}) : std::nullopt;
        }
        return Rect{box.x, cover.bottom(), box.w, below};
    }
    if (cover.y <= box.y && cover.bottom() >= box.bottom()) {
        const float left = cover.x - box.x, right = box.right() - cover.right();
        if (left >= right) {
            return left > 0 ? std::optional(Rect{box.x, box.y, left, box.h}) : std::nullopt;
        }
        return Rect{cover.right(), box.y, right, box.h};
    }
    return box;
}

} // namespace

void TextBoxes::begin(const Rect& window) {
    window_ = window;
    clip_.reset();
    panels_.clear();
    lines_.clear();
}

void TextBoxes::panel(const Rect& r, bool opaque) {
    const std::optional<Rect> seen = clip_ ? intersection(r, *clip_) : std::optional(r);
    if (!seen) {
        return;
    }
    if (holds(*seen, window_)) { // an overlay: what lay beneath is another layer
        lines_.clear();
        panels_.clear();
    } else if (opaque) {
        for (Line& line : lines_) {
            if (line.hidden) {
                continue;
            }
            if (const auto left = uncovered(line.drawn.box, *seen)) {
                line.drawn.box = *left;
            } else {
                line.hidden = true;
            }
        }
    }
    panels_.push_back(*seen);
}

void TextBoxes::text(std::string_view utf8, const Rect& box) {
    const std::optional<Rect> seen = clip_ ? intersection(box, *clip_) : std::optional(box);
    if (!seen || utf8.empty()) {
        return;
    }
    Rect on = window_;
    for (auto it = panels_.rbegin(); it != panels_.rend(); ++it) {
        if (it->contains(seen->cx(), seen->cy())) {
            on = *it;
            break;
        }
    }
    lines_.push_back(Line{DrawnText{std::string(utf8), *seen, on}, false});
}

std::vector<DrawnText> TextBoxes::visible() const {
    std::vector<DrawnText> out;
    for (const Line& line : lines_) {
        if (!line.hidden) {
            out.push_back(line.drawn);
        }
    }
    return out;
}

std::vector<std::string> TextBoxes::faults() const {
    std::vector<std::string> out;
    const std::vector<DrawnText> lines = visible();
    for (std::size_t i = 0; i < lines.size(); ++i) {
        const DrawnText& a = lines[i];
        const std::string quoted = "\"" + a.text + "\" " + where(a.box);
        if (!holds(window_, a.box)) {
            out.push_back(quoted + " runs off the window " + where(window_));
        } else if (!holds(a.panel, a.box)) {
            out.push_back(quoted + " runs out of its panel " + where(a.panel));
        }
        for (std::size_t j = i + 1; j < lines.size(); ++j) {
            const DrawnText& b = lines[j];
            if (ink(a.box).overlaps(ink(b.box)) && !shadow_of(a, b)) {
                out.push_back(quoted + " overlaps \"" + b.text + "\" " + where(b.box));
            }
        }
    }
    return out;
}

} // namespace parlor::app
