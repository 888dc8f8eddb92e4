#include "icon/raster.hpp"

#include <algorithm>
#include <cmath>

namespace parlor::icon_gen {

namespace {

constexpr float pi = 3.14159265358979f;

Vec turned(Vec p, const Turn& t, float sign) {
    const float a = sign * t.degrees * pi / 180;
    const float du = p.u - t.cx, dv = p.v - t.cy;
    return Vec{t.cx + du * std::cos(a) - dv * std::sin(a),
               t.cy + du * std::sin(a) + dv * std::cos(a)};
}

bool inside(const RoundedRect& r, Vec p) {
    return atlas_gen::rounded_box_distance(p.u - (r.x + r.w / 2), p.v - (r.y + r.h / 2), r.w / 2,
                                           r.h / 2, r.r) <= 0;
}
bool inside(const Circle& c, Vec p) {
    return atlas_gen::in_circle(c.cx, c.cy, c.r, p.u, p.v);
}
bool inside(const Polygon& poly, Vec p) {
    return atlas_gen::in_polygon(poly.points, p.u, p.v);
}

// Points whose hull holds the unturned form.
std::vector<Vec> hull_points(const RoundedRect& r) {
    return {{r.x, r.y}, {r.x + r.w, r.y}, {r.x, r.y + r.h}, {r.x + r.w, r.y + r.h}};
}
std::vector<Vec> hull_points(const Circle& c) {
    return {{c.cx - c.r, c.cy - c.r},
            {c.cx + c.r, c.cy - c.r},
            {c.cx - c.r, c.cy + c.r},
            {c.cx + c.r, c.cy + c.r}};
}
std::vector<Vec> hull_points(const Polygon& poly) {
    return poly.points;
}

// The pixels the shape can touch, so a fill tests only those.
atlas_gen::Box pixel_box(const Shape& s, float scale) {
    const auto points = std::visit([](const auto& f) { return hull_points(f); }, s.form);
    float u0 = frame, v0 = frame, u1 = 0, v1 = 0;
    for (const Vec& p : points) {
        const Vec q = turned(p, s.turn, 1);
        u0 = std::min(u0, q.u), v0 = std::min(v0, q.v);
        u1 = std::max(u1, q.u), v1 = std::max(v1, q.v);
    }
    return atlas_gen::Box{int(std::floor(u0 * scale)) - 1, int(std::floor(v0 * scale)) - 1,
                          int(std::ceil(u1 * scale)) + 1, int(std::ceil(v1 * scale)) + 1};
}

} // namespace

atlas_gen::Canvas paint(const std::vector<Shape>& shapes, int size) {
    atlas_gen::Canvas canvas(size, size);
    const float scale = size / frame;
    for (const Shape& s : shapes) {
        canvas.fill(
            [&](float x, float y) {
                // Back from the pixel to the frame, then undo the shape's turn.
                const Vec p = turned(Vec{x / scale, y / scale}, s.turn, -1);
                return std::visit([&](const auto& f) { return inside(f, p); }, s.form);
            },
            s.color, pixel_box(s, scale));
    }
    return canvas;
}

} // namespace parlor::icon_gen
