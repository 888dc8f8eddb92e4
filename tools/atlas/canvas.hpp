#pragma once
// A small RGBA canvas for the atlas generator: anti-aliased shape fills by supersampling, glyph
// blits, a blur. Colours are premultiplied floats; the result is converted to 8-bit at the end.
// Everything is deterministic (no clocks, no randomness), so the PNG is the same on every run.

#include <cstdint>
#include <functional>
#include <vector>

namespace parlor::atlas_gen {

struct Rgba {
    float r = 0, g = 0, b = 0, a = 1; // straight (not premultiplied) when passed in
};

constexpr Rgba rgb(int hex, float alpha = 1) {
    return Rgba{((hex >> 16) & 0xff) / 255.0f, ((hex >> 8) & 0xff) / 255.0f, (hex & 0xff) / 255.0f,
                alpha};
}

// A point-inside test in canvas pixel coordinates (x right, y down; pixel centres at +0.5).
using Inside = std::function<bool(float x, float y)>;

struct Box {
    int x0 = 0, y0 = 0, x1 = 0, y1 = 0; // half-open
};

class Canvas {
  public:
    Canvas(int w, int h);
    int width() const { return w_; }
    int height() const { return h_; }

    // Composites `color` over the canvas where `inside` holds, weighted by the covered fraction
    // of each pixel (4x4 samples), within `box`.
    void fill(const Inside& inside, Rgba color, Box box);
    void fill(const Inside& inside, Rgba color) { fill(inside, color, Box{0, 0, w_, h_}); }
    // Composites a coverage mask (0..1, mw x mh) tinted with `color`, its top-left at (x, y).
    void blit_mask(const std::vector<float>& mask, int mw, int mh, int x, int y, Rgba color);
    // Blurs the alpha (and colour) with three box passes of the given radius.
    void blur(int radius);

    // Premultiplied RGBA floats, row-major.
    const std::vector<float>& pixels() const { return px_; }
    // Straight RGBA bytes.
    std::vector<std::uint8_t> to_rgba8() const;

  private:
    void blend(int x, int y, Rgba c, float coverage);
    int w_, h_;
    std::vector<float> px_;
};

} // namespace parlor::atlas_gen
