#pragma once
// Suit pips built from circles and polygons only (the atlas's pips are curves, which an SVG
// could only approximate): heart, spade and diamond in a unit frame, u right, v down, filling
// about [-1, 1] x [-1, 1].

#include "icon/drawing.hpp"

namespace parlor::icon_gen {

enum class Pip { spade, diamond, heart };

// The pip's shapes centred at (cx, cy), `size` units from centre to edge, turned with `turn`.
std::vector<Shape> pip_shapes(Pip pip, float cx, float cy, float size, Rgba color, Turn turn);

} // namespace parlor::icon_gen
