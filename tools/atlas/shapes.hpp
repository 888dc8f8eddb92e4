#pragma once
// The shapes of the atlas, each a point-inside test in a unit frame: u to the right, v down,
// the shape filling roughly [-1, 1] x [-1, 1]. The painter scales and places them.

#include <vector>

namespace parlor::atlas_gen {

struct Vec {
    float u = 0, v = 0;
};

bool in_polygon(const std::vector<Vec>& poly, float u, float v);
bool in_triangle(Vec a, Vec b, Vec c, float u, float v);
bool in_circle(float cu, float cv, float r, float u, float v);
// Signed distance to a rounded box of half-size (hw, hh), corner radius r (negative inside).
float rounded_box_distance(float u, float v, float hw, float hh, float r);

bool spade(float u, float v);
bool heart(float u, float v);
bool diamond(float u, float v);
bool club(float u, float v);
bool trident(float u, float v);
bool crown(float u, float v);
bool star(float u, float v);

// The pip of suit 0..4 (S, C, D, H, T).
bool suit_pip(int suit, float u, float v);

} // namespace parlor::atlas_gen
