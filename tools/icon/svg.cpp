#include "icon/svg.hpp"

#include <cmath>
#include <cstdio>

namespace parlor::icon_gen {

namespace {

// Two decimals, trailing zeros dropped: "12.5", "-3", "0.25". Written by hand rather than with
// a stream so that no locale can turn the point into a comma.
std::string num(float value) {
    long hundredths = std::lround(value * 100);
    std::string out = hundredths < 0 ? "-" : "";
    hundredths = std::labs(hundredths);
    out += std::to_string(hundredths / 100);
    const long frac = hundredths % 100;
    if (frac != 0) {
        out += '.';
        out += char('0' + frac / 10);
        if (frac % 10 != 0) {
            out += char('0' + frac % 10);
        }
    }
    return out;
}

std::string paint_attributes(const Shape& s) {
    auto byte = [](float c) { return static_cast<int>(std::lround(c * 255)); };
    char hex[8];
    std::snprintf(hex, sizeof hex, "#%02x%02x%02x", byte(s.color.r), byte(s.color.g),
                  byte(s.color.b));
    std::string out = std::string(" fill=\"") + hex + "\"";
    if (s.color.a < 1) {
        out += " fill-opacity=\"" + num(s.color.a) + "\"";
    }
    if (s.turn.degrees != 0) {
        out += " transform=\"rotate(" + num(s.turn.degrees) + " " + num(s.turn.cx) + " " +
               num(s.turn.cy) + ")\"";
    }
    return out;
}

std::string element(const RoundedRect& r) {
    return "<rect x=\"" + num(r.x) + "\" y=\"" + num(r.y) + "\" width=\"" + num(r.w) +
           "\" height=\"" + num(r.h) + "\" rx=\"" + num(r.r) + "\"";
}
std::string element(const Circle& c) {
    return "<circle cx=\"" + num(c.cx) + "\" cy=\"" + num(c.cy) + "\" r=\"" + num(c.r) + "\"";
}
std::string element(const Polygon& poly) {
    std::string points;
    for (const Vec& p : poly.points) {
        points += (points.empty() ? "" : " ") + num(p.u) + "," + num(p.v);
    }
    return "<polygon points=\"" + points + "\"";
}

} // namespace

std::string to_svg(const std::vector<Shape>& shapes) {
    std::string out =
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        "<!-- Drawn by tools/icon (parlor_icon_gen); the PNGs beside it come from the "
        "same shapes. -->\n"
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"256\" height=\"256\" "
        "viewBox=\"0 0 256 256\">\n";
    for (const Shape& s : shapes) {
        out += "  " + std::visit([](const auto& f) { return element(f); }, s.form) +
               paint_attributes(s) + "/>\n";
    }
    out += "</svg>\n";
    return out;
}

} // namespace parlor::icon_gen
