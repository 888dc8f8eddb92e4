#include "atlas/canvas.hpp"

#include <algorithm>
#include <cmath>

namespace parlor::atlas_gen {

Canvas::Canvas(int w, int h) : w_(w), h_(h), px_(static_cast<std::size_t>(w) * h * 4, 0.0f) {}

void Canvas::blend(int x, int y, Rgba c, float coverage) {
    if (coverage <= 0 || x < 0 || y < 0 || x >= w_ || y >= h_) {
        return;
    }
    float* p = &px_[(static_cast<std::size_t>(y) * w_ + x) * 4];
    const float a = c.a * coverage;
    p[0] = c.r * a + p[0] * (1 - a);
    p[1] = c.g * a + p[1] * (1 - a);
    p[2] = c.b * a + p[2] * (1 - a);
    p[3] = a + p[3] * (1 - a);
}

void Canvas::fill(const Inside& inside, Rgba color, Box box) {
    constexpr int n = 4;
    const int x0 = std::max(0, box.x0), y0 = std::max(0, box.y0);
    const int x1 = std::min(w_, box.x1), y1 = std::min(h_, box.y1);
    for (int y = y0; y < y1; ++y) {
        for (int x = x0; x < x1; ++x) {
            int hits = 0;
            for (int sy = 0; sy < n; ++sy) {
                for (int sx = 0; sx < n; ++sx) {
                    if (inside(x + (sx + 0.5f) / n, y + (sy + 0.5f) / n)) {
                        ++hits;
                    }
                }
            }
            blend(x, y, color, hits / float(n * n));
        }
    }
}

void Canvas::blit_mask(const std::vector<float>& mask, int mw, int mh, int x, int y, Rgba color) {
    for (int j = 0; j < mh; ++j) {
        for (int i = 0; i < mw; ++i) {
            blend(x + i, y + j, color, mask[static_cast<std::size_t>(j) * mw + i]);
        }
    }
}

void Canvas::blur(int radius) {
    if (radius <= 0) {
        return;
    }
    std::vector<float> tmp(px_.size());
    const int window = 2 * radius + 1;
    for (int pass = 0; pass < 3; ++pass) {
        // Horizontal.
        for (int y = 0; y < h_; ++y) {
            for (int x = 0; x < w_; ++x) {
                for (int c = 0; c < 4; ++c) {
                    float sum = 0;
                    for (int k = -radius; k <= radius; ++k) {
                        const int xx = std::clamp(x + k, 0, w_ - 1);
                        sum += px_[(static_cast<std::size_t>(y) * w_ + xx) * 4 + c];
                    }
                    tmp[(static_cast<std::size_t>(y) * w_ + x) * 4 + c] = sum / window;
                }
            }
        }
        // Vertical.
        for (int y = 0; y < h_; ++y) {
            for (int x = 0; x < w_; ++x) {
                for (int c = 0; c < 4; ++c) {
                    float sum = 0;
                    for (int k = -radius; k <= radius; ++k) {
                        const int yy = std::clamp(y + k, 0, h_ - 1);
                        sum += tmp[(static_cast<std::size_t>(yy) * w_ + x) * 4 + c];
                    }
                    px_[(static_cast<std::size_t>(y) * w_ + x) * 4 + c] = sum / window;
                }
            }
        }
    }
}

std::vector<std::uint8_t> Canvas::to_rgba8() const {
    std::vector<std::uint8_t> out(px_.size());
    auto byte = [](float v) {
        return static_cast<std::uint8_t>(std::lround(std::clamp(v, 0.0f, 1.0f) * 255.0f));
    };
    for (std::size_t i = 0; i < px_.size(); i += 4) {
        const float a = px_[i + 3];
        if (a <= 1.0f / 512) {
            out[i] = out[i + 1] = out[i + 2] = out[i + 3] = 0;
            continue;
        }
        out[i] = byte(px_[i] / a);
        out[i + 1] = byte(px_[i + 1] / a);
        out[i + 2] = byte(px_[i + 2] / a);
        out[i + 3] = byte(a);
    }
    return out;
}

} // namespace parlor::atlas_gen
