#pragma once
// Drawing for scenes: filled and rounded shapes, text (SDL2_ttf, DejaVu, cached textures) and
// card sprites from the atlas. All coordinates are renderer output pixels; u() converts design
// units (a 1280x720 reference screen) to pixels so layouts scale from 1024x600 to 4K and HiDPI.

#include "app/core/atlas_layout.hpp"
#include "app/core/geometry.hpp"
#include "app/core/sdl_ptrs.hpp"
#include "parlor/cards/card.hpp"

#include <cstdint>
#include <functional>
#include <list>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace parlor::app {

using atlas::CardOverlay;
using atlas::UiPiece;

enum class Align { Left, Center, Right };

struct TextStyle {
    float size = 20; // pixel height of the font (use g.u(...) for design units)
    bool bold = false;
    Color color{240, 240, 235, 255};
    Align align = Align::Left; // relative to the x passed to text()
};

struct TextSize {
    float w = 0, h = 0;
};

class Gfx {
  public:
    // Loads the fonts and the atlas; throws std::runtime_error with a clear sentence if missing.
    Gfx(SDL_Renderer* renderer, const std::string& font_dir, const std::string& atlas_png);
    ~Gfx();
    Gfx(const Gfx&) = delete;
    Gfx& operator=(const Gfx&) = delete;

    // Refreshes the output size; App calls it before each render.
    void begin_frame();
    int width() const { return width_; }
    int height() const { return height_; }
    Rect screen() const { return Rect{0, 0, float(width_), float(height_)}; }
    // Design-unit scale: min(width/1280, height/720).
    float scale() const { return scale_; }
    float u(float design) const { return design * scale_; }

    // ---- shapes ----
    void clear(Color c);
    void fill(const Rect& r, Color c);
    void outline(const Rect& r, float thickness, Color c);
    void line(Point a, Point b, Color c);
    // Anti-aliased rounded rectangle (9-slice of an atlas piece), radius in pixels.
    void fill_rounded(const Rect& r, float radius, Color c);
    void outline_rounded(const Rect& r, float radius, Color c); // ~u(2) thick ring
    void soft_shadow(const Rect& r, float radius, std::uint8_t alpha = 110);
    void disc(Point center, float radius, Color c);
    void ring(Point center, float radius, Color c);
    void crown(const Rect& r, Color c);
    // The green felt with a soft vignette: the background of every scene.
    void felt();
    // Darkens everything drawn so far (overlays call it first).
    void dim(std::uint8_t alpha = 150);

    // ---- text ----
    // Draws one line with its top at y; x is the left, centre or right edge per style.align.
    // Returns the rectangle covered.
    Rect text(std::string_view utf8, float x, float y, const TextStyle& style);
    // Centred both ways in a box.
    Rect text_centered(std::string_view utf8, const Rect& box, const TextStyle& style);
    TextSize measure(std::string_view utf8, const TextStyle& style);
    float line_height(const TextStyle& style);
    // Word wrap to a width (explicit '\n' breaks kept).
    std::vector<std::string> wrap(std::string_view utf8, float width, const TextStyle& style);
    // Wrapped text from the top-left of `box`; returns the height used (may exceed box.h).
    float paragraph(std::string_view utf8, const Rect& box, const TextStyle& style);

    // ---- cards (aspect 200:280; use card_size(width) for the height) ----
    static constexpr float card_aspect = float(atlas::card_h) / float(atlas::card_w);
    // `angle` turns the sprite clockwise about its centre, in degrees (fans, flights).
    void card(cards::Card card, const Rect& r, std::uint8_t alpha = 255, float angle = 0);
    void card_back(const Rect& r, std::uint8_t alpha = 255, float angle = 0);
    void card_overlay(CardOverlay overlay, const Rect& r, std::uint8_t alpha = 255,
                      float angle = 0);
    void card_shadow(const Rect& r, float angle = 0); // under a card, offset a little down-right
    // Any atlas cell.
    void sprite(const atlas::Cell& cell, const Rect& r, Color tint = {255, 255, 255, 255},
                float angle = 0);

    // Draws something costly (rotated sprites: the software renderer rotates on every copy) once
    // into a transparent texture of r's size, and from then on copies that texture to r. `draw`
    // gets a Gfx drawing into the texture and the local rectangle {0, 0, r.w, r.h}. The layer
    // is redrawn when r's size or `version` changes.
    void cached_layer(const std::string& key, const Rect& r, int version,
                      const std::function<void(Gfx&, const Rect& local)>& draw);

    // Clip drawing to a rectangle (nullopt: no clip).
    void clip(std::optional<Rect> r);

    SDL_Renderer* renderer() const { return renderer_; }
    // Number of cached text textures (tests check the cache is bounded).
    std::size_t text_cache_size() const { return text_cache_.size(); }

  private:
    struct TextKey {
        std::string text;
        int size;
        bool bold;
        bool operator==(const TextKey&) const = default;
    };
    struct TextKeyHash {
        std::size_t operator()(const TextKey& k) const;
    };
    struct TextEntry {
        TexturePtr texture;
        int w = 0, h = 0;
        std::list<TextKey>::iterator lru;
    };

    TTF_Font* font(int size, bool bold);
    static Color theme_felt();
    const TextEntry* text_texture(std::string_view utf8, int size, bool bold);
    // How the parts between the corners are drawn: a solid fill, a ring's four thin edges, or the
    // texture's edges with a solid centre (the soft shadow).
    enum class SliceMiddle { Solid, Ring, Textured };
    static constexpr float ring_thickness = 3.5f; // of the PanelRing piece, in atlas pixels
    void nine_slice(const atlas::Cell& cell, int corner, const Rect& r, float radius, Color c,
                    SliceMiddle middle);

    // Which atlas level (0 full size, 1 half, 2 quarter) draws a cell `pixels_wide` sharply.
    int level_for(float pixels_wide, int cell_w) const;
    void copy_cell(const atlas::Cell& cell, const Rect& r, int level, float angle = 0);

    SDL_Renderer* renderer_;
    std::string font_dir_;
    int width_ = 0, height_ = 0;
    float scale_ = 1;
    // The atlas and two box-filtered reductions (cards shrink to a third of their atlas size on
    // a 720p table; linear filtering alone would alias the corner indices).
    static constexpr int atlas_levels = 3;
    TexturePtr atlas_[atlas_levels];
    TexturePtr felt_; // the background at the current output size (rebuilt on resize)
    struct Layer {
        TexturePtr texture;
        int w = 0, h = 0, version = 0;
    };
    std::map<std::string, Layer> layers_;
    int felt_w_ = 0, felt_h_ = 0;
    std::map<std::pair<int, bool>, FontPtr> fonts_;
    std::unordered_map<TextKey, TextEntry, TextKeyHash> text_cache_;
    std::list<TextKey> lru_; // most recent first
};

} // namespace parlor::app
