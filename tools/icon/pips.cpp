#include "icon/pips.hpp"

#include <cmath>

namespace parlor::icon_gen {

namespace {

// Where a line from `tip` touches the circle on its outer side (away from the pip's axis u = 0),
// so that lobe and point join without a corner.
Vec outer_tangent(Vec centre, float r, Vec tip) {
    const float du = tip.u - centre.u, dv = tip.v - centre.v;
    const float d = std::sqrt(du * du + dv * dv);
    const float base = std::atan2(dv, du);
    const float spread = std::acos(r / d);
    const Vec a{centre.u + r * std::cos(base + spread), centre.v + r * std::sin(base + spread)};
    const Vec b{centre.u + r * std::cos(base - spread), centre.v + r * std::sin(base - spread)};
    return std::abs(a.u) > std::abs(b.u) ? a : b;
}

struct UnitParts {
    std::vector<Circle> circles;
    std::vector<std::vector<Vec>> polygons;
};

// Two round lobes side by side narrowing to a point: the heart (point down) and the spade's
// body (point up). `left` is the left lobe's centre; the right one mirrors it.
UnitParts lobes(Vec left, float r, Vec tip) {
    const Vec right{-left.u, left.v};
    const Vec lt = outer_tangent(left, r, tip), rt = outer_tangent(right, r, tip);
    return UnitParts{{Circle{left.u, left.v, r}, Circle{right.u, right.v, r}},
                     {{lt, left, right, rt, tip}}};
}

UnitParts unit_pip(Pip pip) {
    switch (pip) {
    case Pip::heart:
        return lobes({-0.48f, -0.42f}, 0.5f, {0, 0.98f});
    case Pip::spade: {
        // The body sits high to leave room for the flared stem.
        UnitParts spade = lobes({-0.41f, 0.42f}, 0.43f, {0, -0.72f});
        spade.polygons.push_back({{0, 0.05f}, {0.34f, 1.0f}, {-0.34f, 1.0f}});
        return spade;
    }
    case Pip::diamond:
        return UnitParts{{}, {{{0, -1}, {0.74f, 0}, {0, 1}, {-0.74f, 0}}}};
    }
    return {};
}

} // namespace

std::vector<Shape> pip_shapes(Pip pip, float cx, float cy, float size, Rgba color, Turn turn) {
    const UnitParts parts = unit_pip(pip);
    std::vector<Shape> shapes;
    for (const Circle& c : parts.circles) {
        // Filled in place: moving a temporary Shape here makes GCC 12 at -O1 (the sanitizer
        // preset) warn, wrongly, that the variant's unused vector may be uninitialised.
        Shape& s = shapes.emplace_back();
        s.form = Circle{cx + c.cx * size, cy + c.cy * size, c.r * size};
        s.color = color;
        s.turn = turn;
    }
    for (const auto& poly : parts.polygons) {
        Polygon placed;
        for (const Vec& p : poly) {
            placed.points.push_back(Vec{cx + p.u * size, cy + p.v * size});
        }
        shapes.push_back(Shape{placed, color, turn});
    }
    return shapes;
}

} // namespace parlor::icon_gen
