#include "atlas/shapes.hpp"

#include <algorithm>
#include <cmath>

namespace parlor::atlas_gen {

bool in_polygon(const std::vector<Vec>& poly, float u, float v) {
    bool inside = false;
    for (std::size_t i = 0, j = poly.size() - 1; i < poly.size(); j = i++) {
        const Vec a = poly[i], b = poly[j];
        if ((a.v > v) != (b.v > v) && u < (b.u - a.u) * (v - a.v) / (b.v - a.v) + a.u) {
            inside = !inside;
        }
    }
    return inside;
}

bool in_triangle(Vec a, Vec b, Vec c, float u, float v) {
    return in_polygon({a, b, c}, u, v);
}

bool in_circle(float cu, float cv, float r, float u, float v) {
    return (u - cu) * (u - cu) + (v - cv) * (v - cv) <= r * r;
}

float rounded_box_distance(float u, float v, float hw, float hh, float r) {
    const float qx = std::abs(u) - (hw - r);
    const float qy = std::abs(v) - (hh - r);
    const float ox = std::max(qx, 0.0f), oy = std::max(qy, 0.0f);
    return std::sqrt(ox * ox + oy * oy) + std::min(std::max(qx, qy), 0.0f) - r;
}

// The classic heart curve (x^2 + y^2 - 1)^3 - x^2 y^3 <= 0, y up.
static bool heart_curve(float x, float y) {
    const float a = x * x + y * y - 1;
    return a * a * a - x * x * y * y * y <= 0;
}

bool heart(float u, float v) {
    return heart_curve(u * 1.16f, -v * 1.16f + 0.12f);
}

bool diamond(float u, float v) {
    return std::abs(u) / 0.78f + std::abs(v) / 1.0f <= 1.0f;
}

bool spade(float u, float v) {
    // An upside-down heart over a flared stem.
    if (heart_curve(u * 1.2f, v * 1.2f + 0.45f)) {
        return true;
    }
    if (v >= 0.1f && v <= 1.0f) {
        // The stem widens towards its foot with concave sides.
        const float t = (v - 0.1f) / 0.9f;
        const float half = 0.07f + 0.30f * t * t;
        return std::abs(u) <= half;
    }
    return false;
}

bool club(float u, float v) {
    if (in_circle(0, -0.48f, 0.37f, u, v) || in_circle(-0.47f, 0.12f, 0.37f, u, v) ||
        in_circle(0.47f, 0.12f, 0.37f, u, v) || in_circle(0, 0.02f, 0.22f, u, v)) {
        return true;
    }
    if (v >= 0.05f && v <= 1.0f) {
        const float t = (v - 0.05f) / 0.95f;
        const float half = 0.07f + 0.28f * t * t;
        return std::abs(u) <= half;
    }
    return false;
}

bool trident(float u, float v) {
    const float au = std::abs(u);
    // The shaft, from the middle point's base down to the butt.
    if (au <= 0.14f && v >= -0.62f && v <= 0.92f) {
        return true;
    }
    // The butt: a small diamond at the foot.
    if (au / 0.24f + std::abs(v - 0.88f) / 0.16f <= 1.0f) {
        return true;
    }
    // The head's U: the lower half of a ring around (0, -0.3).
    const float cv = -0.30f;
    const float d = std::sqrt(u * u + (v - cv) * (v - cv));
    if (v >= cv && d >= 0.40f && d <= 0.68f) {
        return true;
    }
    // The outer tines rising from the U.
    if (au >= 0.40f && au <= 0.68f && v >= -0.70f && v <= cv) {
        return true;
    }
    // Barbed points on the three tines.
    if (in_triangle(Vec{0, -1.02f}, Vec{-0.30f, -0.52f}, Vec{0.30f, -0.52f}, u, v)) {
        return true;
    }
    const float side = u < 0 ? -1.0f : 1.0f;
    const float tc = 0.54f * side;
    if (in_triangle(Vec{tc + 0.04f * side, -1.02f}, Vec{tc - 0.26f, -0.62f},
                    Vec{tc + 0.26f, -0.62f}, u, v)) {
        return true;
    }
    // A crossbar where the U meets the shaft.
    return au <= 0.34f && v >= 0.24f && v <= 0.40f;
}

bool crown(float u, float v) {
    // Band.
    if (std::abs(u) <= 0.92f && v >= 0.42f && v <= 0.80f) {
        return true;
    }
    // Five points.
    const std::vector<Vec> body{{-0.92f, 0.44f},  {-0.98f, -0.52f}, {-0.56f, 0.0f},
                                {-0.40f, -0.72f}, {-0.16f, -0.05f}, {0.0f, -0.90f},
                                {0.16f, -0.05f},  {0.40f, -0.72f},  {0.56f, 0.0f},
                                {0.98f, -0.52f},  {0.92f, 0.44f}};
    if (in_polygon(body, u, v)) {
        return true;
    }
    // Jewels on the tips.
    return in_circle(-0.98f, -0.58f, 0.12f, u, v) || in_circle(-0.40f, -0.78f, 0.12f, u, v) ||
           in_circle(0.0f, -0.96f, 0.13f, u, v) || in_circle(0.40f, -0.78f, 0.12f, u, v) ||
           in_circle(0.98f, -0.58f, 0.12f, u, v);
}

bool star(float u, float v) {
    std::vector<Vec> points;
    for (int i = 0; i < 10; ++i) {
        const float r = (i % 2 == 0) ? 1.0f : 0.42f;
        const float angle = -1.5707963f + i * 3.14159265f / 5;
        points.push_back(Vec{r * std::cos(angle), r * std::sin(angle) + 0.08f});
    }
    return in_polygon(points, u, v);
}

bool suit_pip(int suit, float u, float v) {
    switch (suit) {
    case 0:
        return spade(u, v);
    case 1:
        return club(u, v);
    case 2:
        return diamond(u, v);
    case 3:
        return heart(u, v);
    case 4:
        return trident(u, v);
    default:
        return false;
    }
}

} // namespace parlor::atlas_gen
