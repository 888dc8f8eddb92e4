#pragma once
// Paints the icon's shapes on a square canvas of `size` pixels (the 256-unit frame scaled).

#include "atlas/canvas.hpp"
#include "icon/drawing.hpp"

namespace parlor::icon_gen {

atlas_gen::Canvas paint(const std::vector<Shape>& shapes, int size);

} // namespace parlor::icon_gen
