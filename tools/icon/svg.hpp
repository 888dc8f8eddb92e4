#pragma once
// Writes the icon's shapes as an SVG document (viewBox 0 0 256 256), one element per shape.

#include "icon/drawing.hpp"

#include <string>

namespace parlor::icon_gen {

std::string to_svg(const std::vector<Shape>& shapes);

} // namespace parlor::icon_gen
