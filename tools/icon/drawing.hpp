#pragma once
// The program's icon as a list of flat shapes in a 256 x 256 frame. One list feeds both the PNGs
// (painted on the atlas Canvas) and the SVG (written element by element): every shape is one the
// two back ends draw alike (rounded rectangles, circles, polygons, each turned about a point),
// so the SVG is the same drawing as the PNGs, not a tracing of them.

#include "atlas/canvas.hpp"
#include "atlas/shapes.hpp"

#include <variant>
#include <vector>

namespace parlor::icon_gen {

using atlas_gen::Rgba;
using atlas_gen::Vec;

inline constexpr float frame = 256;

// A rotation by `degrees` about (cx, cy), clockwise on screen (y grows down), as SVG's rotate().
struct Turn {
    float degrees = 0;
    float cx = 0, cy = 0;
};

struct RoundedRect {
    float x = 0, y = 0, w = 0, h = 0, r = 0; // top-left corner, size, corner radius
};
struct Circle {
    float cx = 0, cy = 0, r = 0;
};
struct Polygon {
    std::vector<Vec> points; // (u, v) = (x, y) in the frame
};

struct Shape {
    std::variant<RoundedRect, Circle, Polygon> form;
    Rgba color; // straight alpha
    Turn turn;
};

// The icon: three cards fanned on a round green table, back to front, for an output whose
// pixel is `pixel` frame units wide (256 / size; the SVG is drawn as 256 pixels). Small sizes
// get thicker card edges, so the cards stay apart at 16 pixels.
std::vector<Shape> icon_shapes(float pixel = 1);

} // namespace parlor::icon_gen
