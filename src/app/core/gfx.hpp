#pragma once
// Drawing for scenes: filled and rounded shapes, text (SDL2_ttf, DejaVu, cached textures) and
// card sprites from the atlas. All coordinates are renderer output pixels; u() converts design
// units (a 1280x720 reference screen) to pixels so layouts scale from 1024x600 to 4K and HiDPI.
//
// A table repaints often (every move, hover and animation frame), so nothing costly is redone
// per draw: sprites (cards, backs, overlays, shadows, discs) are prepared once per pixel size
// and tint and then copied 1:1; rounded shapes copy corners prepared per size and colour and
// fill the rest with plain rectangles; text is rendered, measured and wrapped once. Scenes just
// draw everything every frame.

#include "app/core/atlas_layout.hpp"
#include "app/core/geometry.hpp"
#include "app/core/prepared_textures.hpp"
#include "app/core/sdl_ptrs.hpp"
#include "app/core/text_boxes.hpp"
#include "parlor/cards/card.hpp"

#include <cstdint>
#include <functional>
#include <list>
#include <map>
#include <memory>
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

// The card atlas decoded and reduced to each of Gfx's levels, as plain surfaces (or the sentence
// saying why not). Decoding is most of the start-up's work and needs no window or renderer, so
// App starts it on a thread of its own before it opens the window.
struct AtlasImages {
    std::vector<SurfacePtr> levels; // full size first
    std::string error;              // empty when the levels are there
};
AtlasImages load_atlas_images(const std::string& atlas_png);

class Gfx {
  public:
    // Loads the fonts and uploads the atlas; throws std::runtime_error with a clear sentence if
    // either is missing.
    Gfx(SDL_Renderer* renderer, const std::string& font_dir, AtlasImages atlas);
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
    // The felt with what seldom changes painted on it (a table's bars and side panels): painted
    // by `paint` into a window-sized opaque picture, kept while `key` stays the same, and then
    // copied in one plain memory copy where felt() would go. What `paint` drew counts as
    // covering the felt, so translucent fills elsewhere still take the bare-felt shortcut.
    //
    // `still`, when given, paints a second level on that picture: what changes more often than
    // the bars but not with every hover (cards no one can point at, a summary of the hand). It is
    // run first without drawing, to take a fingerprint of every drawing call it would make, and
    // painted for real only when the fingerprint or the backdrop changed, so it can never show a
    // stale picture.
    void backdrop(const std::string& key, const std::function<void()>& paint,
                  const std::function<void()>& still = {});
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
    // A word wider than `width` in pieces that each fit (the word itself when it fits).
    std::vector<std::string> cut_to_width(const std::string& word, float width,
                                          const TextStyle& style);
    // The text as it fits in `width`: whole, or cut at a character and ended with "…".
    std::string elided(const std::string& utf8, float width, const TextStyle& style);
    // Wrapped text from the top-left of `box`; returns the height used (may exceed box.h).
    float paragraph(std::string_view utf8, const Rect& box, const TextStyle& style);

    // ---- cards (aspect 200:280; use card_size(width) for the height) ----
    static constexpr float card_aspect = float(atlas::card_h) / float(atlas::card_w);
    // `angle` turns the sprite clockwise about its centre, in degrees (fans, flights).
    // A rank beyond the king is an action card of the atlas (14 skip, 15 reverse, 16 draw two:
    // action_rank), for a game that has them.
    void card(cards::Card card, const Rect& r, std::uint8_t alpha = 255, float angle = 0);
    static constexpr int action_rank(int which) { return cards::king + which; }
    void card_back(const Rect& r, std::uint8_t alpha = 255, float angle = 0);
    // The Dim overlay (the grey veil over a card that cannot be played) drawn right after its
    // card at the same place costs one copy: the veiled card is prepared once (per face, size and
    // veil) and its opaque middle replaces the card's; only the rim blends (see veil()).
    void card_overlay(CardOverlay overlay, const Rect& r, std::uint8_t alpha = 255,
                      float angle = 0);
    // Under a card drawn next at the same r (and opaque): the shadow, offset a little down-right,
    // leaves out the middle that card covers.
    void card_shadow(const Rect& r, float angle = 0);
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
    // The whole pixels of a sprite of w x h sure to be clear after its `hole` was cleared by a
    // fill of the hole's rectangle, cut or rounded (none when too small to count on): a card's
    // shadow copies only what lies round them.
    static std::optional<SDL_Rect> clear_inside(const Rect& hole, int w, int h);
    // Number of cached text textures (tests check the cache is bounded).
    std::size_t text_cache_size() const { return text_cache_.size(); }
    // Pixels held by prepared sprites and rounded-shape corners (tests check the bound).
    std::size_t prepared_pixels() const {
        return sprites_.pixels() + slices_.pixels() + felt_blends_.pixels();
    }
    static constexpr std::size_t sprite_pixel_budget = 12'000'000; // ~48 MB: a 4K table
    static constexpr std::size_t slice_pixel_budget = 1'000'000;
    // At least this, and the window's area: the panels' fills together cover less than the
    // window, so all of a 4K table's stay prepared.
    static constexpr std::size_t felt_blend_pixel_budget = 2'500'000;
    // Veiled cards drawn in one copy since the start (tests check the shortcut is taken).
    std::size_t veiled_copies() const { return veiled_copies_; }
    std::size_t felt_blend_budget() const { return felt_blends_.budget(); }
    // Drops every prepared texture (the renderer lost its render targets; App calls it).
    void forget_prepared();
    // Draws with another deck's atlas from now on (every prepared picture of a card is dropped);
    // an error sentence, and the atlas unchanged, when `atlas` did not load or upload.
    std::string replace_atlas(AtlasImages atlas);
    // Counts the atlases replaced: pictures kept by a scene (a table's) are painted again when it
    // changes.
    int atlas_generation() const { return atlas_generation_; }
    // The backdrop and its still level are painted again on their next use (the bench).
    void forget_backdrop() { backdrop_.valid = still_.valid = false; }
    // Off: every sprite, rounded shape and fill is drawn straight from the atlas as before the
    // caches existed (the bench compares both; tests check both draw the same picture).
    void set_caching(bool on);
    bool caching() const { return caching_; }
    // Tests: from now on keep every frame's lines of text and the panels under them (caching goes
    // off, so that every frame paints everything it shows, and back as it was when recording
    // stops); text_boxes() is the last frame's record, null when not recording.
    // Pixels::Skipped: the frames record where everything would go and paint no pixel (a check
    // that reads only the record costs a fraction of the painting, most of it at 4K); the record
    // is the same as a painted frame's (tests/app/text_layout_test.cpp).
    enum class Pixels { Painted, Skipped };
    void record_text_boxes(bool on, Pixels pixels = Pixels::Painted);
    const TextBoxes* text_boxes() const { return text_boxes_.get(); }

  private:
    struct TextKey {
        std::string text;
        int size;
        bool bold;
        // Text is rendered in its colour (0xRRGGBB): copying it then needs no colour modulation,
        // which the software renderer does pixel by pixel in its slowest blitter.
        std::uint32_t rgb = 0xffffff;
        bool operator==(const TextKey&) const = default;
    };
    struct TextKeyHash {
        std::size_t operator()(const TextKey& k) const;
    };
    struct WrapKey {
        TextKey text;
        int width; // wrapping depends only on the whole pixels of the width
        bool operator==(const WrapKey&) const = default;
    };
    struct WrapKeyHash {
        std::size_t operator()(const WrapKey& k) const;
    };
    struct TextEntry {
        TexturePtr texture;
        int w = 0, h = 0;
        std::list<TextKey>::iterator lru;
    };

    TTF_Font* font(int size, bool bold);
    static Color theme_felt();
    const TextEntry* text_texture(std::string_view utf8, int size, bool bold, Color color);
    // How the parts between the corners are drawn: a solid fill, a ring's four thin edges, or the
    // texture's edges with a solid centre (the soft shadow).
    enum class SliceMiddle { Solid, Ring, Textured };
    static constexpr float ring_thickness = 3.5f; // of the PanelRing piece, in atlas pixels
    void nine_slice(const atlas::Cell& cell, int corner, const Rect& r, float radius, Color c,
                    SliceMiddle middle);
    // The corners (and, with edge_len > 0, an edge_len stretch of each edge) of a 9-slice in the
    // colour c, with corner sizes left, right, top, bottom in pixels; null if not (yet) prepared.
    SDL_Texture* slice_sheet(const atlas::Cell& cell, int corner, Color c, const int sizes[4],
                             int edge_len);
    // Stretches a 9-slice's pieces from the atlas between the grid lines xs and ys (the atlas
    // tint and blend are the caller's); the middle only when with_edges (then without the centre).
    void slice_pieces(const atlas::Cell& cell, int corner, const float xs[4], const float ys[4],
                      bool with_edges);
    // The prepared texture of `key` (w x h), painting it with `paint` the second time it is asked
    // for; null when it is not prepared (yet): draw the slow way.
    // With find_opaque (software renderer only), the result also says how far in from its edges
    // the picture is fully opaque, so its middle can be copied without blending.
    PreparedTextures::Lookup prepared(PreparedTextures& cache, const PreparedTextures::Key& key,
                                      int w, int h, const std::function<void()>& paint,
                                      bool find_opaque = false);
    // The smallest inset (up to a quarter of the size) inside which the current render target's
    // w x h pixels are all opaque; -1 if none.
    int opaque_inset(int w, int h) const;
    // Copies an atlas cell stretched to r with its colour multiplied by tint, replacing what is
    // under it (used to paint prepared textures).
    void paint_cell(const atlas::Cell& cell, const Rect& r, int level, Color tint);

    // Which atlas level (0 full size, 1 half, 2 quarter) draws a cell `pixels_wide` sharply.
    int level_for(float pixels_wide, int cell_w) const;
    void copy_cell(const atlas::Cell& cell, const Rect& r, int level, float angle = 0);

    // Draws a sprite prepared at r's pixel size (with `hole`, in the sprite's own pixels, left
    // clear); false when it is not prepared (yet) and must be drawn from the atlas.
    bool prepared_sprite(const atlas::Cell& cell, const Rect& r, Color tint,
                         const std::optional<Rect>& hole);
    // The prepared texture of a sprite at r's pixel size (w x h, from `level` of the atlas), null
    // when there is none (yet) or none is needed.
    PreparedTextures::Lookup sprite_texture(const atlas::Cell& cell, const Rect& r, Color tint,
                                            const std::optional<Rect>& hole, int& level);
    // The Dim overlay over the card drawn by the call just before, at the same pixels: draws the
    // veiled card's prepared middle and blends the overlay's rim only; false when it cannot.
    bool veil(const atlas::Cell& cell, const Rect& r, Color tint);
    // The last sprite whose opaque middle was copied without blending: what lies under its
    // middle is exactly that sprite's middle until the next drawing call.
    struct OpaqueSprite {
        SDL_Texture* target = nullptr;
        SDL_Texture* texture = nullptr;
        std::uint64_t frame = 0, call = 0;
        atlas::Cell cell{};
        int level = 0;
        float x = 0, y = 0;
        int w = 0, h = 0, inset = -1;
    };
    OpaqueSprite last_opaque_;
    // Drawing calls made (each public drawing call counts once or more, as it passes sketched()).
    std::uint64_t calls_ = 0;
    std::size_t veiled_copies_ = 0;

    // fill() without telling the record of text boxes: a piece of a larger shape, not a panel.
    void plain_fill(const Rect& r, Color c);
    // A blended fill the fast way on the software renderer (see fill()).
    void translucent_fill(const Rect& r, Color c);
    static constexpr int fill_patch = 128;

    SDL_Renderer* renderer_;
    bool software_ = false; // SDL's software renderer: some shapes take a faster path there
    bool caching_ = true;
    std::unique_ptr<TextBoxes> text_boxes_;
    bool dry_ = false; // recording with Pixels::Skipped: every drawing call returns once recorded
    bool caching_before_recording_ = true;
    std::unordered_map<std::uint32_t, TexturePtr> fill_patches_; // by colour (0xRRGGBB)
    std::string font_dir_;
    int width_ = 0, height_ = 0;
    float scale_ = 1;
    // The atlas and two box-filtered reductions (cards shrink to a third of their atlas size on
    // a 720p table; linear filtering alone would alias the corner indices).
  public:
    static constexpr int atlas_levels = 3;

  private:
    TexturePtr atlas_[atlas_levels];
    int atlas_generation_ = 0;
    // The textures of each level of `atlas` (an error sentence when one does not upload).
    std::string upload_atlas(const AtlasImages& atlas, TexturePtr (&into)[atlas_levels]);
    TexturePtr felt_; // the background at the current output size (rebuilt on resize)
    struct Layer {
        TexturePtr texture;
        int w = 0, h = 0, version = 0;
    };
    std::map<std::string, Layer> layers_;
    struct Backdrop {
        TexturePtr texture;
        int w = 0, h = 0;
        std::string key;
        bool valid = false;
        std::vector<SDL_Rect> covered; // what paint drew over the felt
    };
    Backdrop backdrop_;
    struct Still {
        TexturePtr texture;
        int w = 0, h = 0;
        std::uint64_t fingerprint = 0;
        std::uint64_t backdrop_paints = 0; // which painting of the backdrop it lies on
        bool valid = false;
        std::vector<SDL_Rect> covered;
    };
    Still still_;
    std::uint64_t backdrop_paints_ = 0;
    bool paint_backdrop(const std::string& key, const std::function<void()>& paint);
    void paint_still(const std::function<void()>& still);
    // While a fingerprint is taken every drawing call adds its arguments to it and draws nothing.
    bool sketching_ = false;
    std::uint64_t sketch_ = 0;
    template <typename... Args> bool sketched(Args... args);
    void sketch_bytes(const void* data, std::size_t size);
    int felt_w_ = 0, felt_h_ = 0;
    std::map<std::pair<int, bool>, FontPtr> fonts_;
    std::unordered_map<TextKey, TextEntry, TextKeyHash> text_cache_;
    std::list<TextKey> lru_; // most recent first
    std::unordered_map<TextKey, TextSize, TextKeyHash> measures_;
    std::unordered_map<WrapKey, std::vector<std::string>, WrapKeyHash> wraps_;
    PreparedTextures sprites_{sprite_pixel_budget};
    PreparedTextures slices_{slice_pixel_budget};
    PreparedTextures felt_blends_{felt_blend_pixel_budget};
    // What lies under a translucent fill: after felt() and until the frame ends, the target
    // changes or something turned is drawn, everything outside `touched_` is bare felt.
    void touch(float x, float y, float w, float h);
    bool on_bare_felt(const SDL_Rect& r) const;
    bool bare_felt_ = false;
    SDL_Texture* felt_target_ = nullptr;
    std::vector<SDL_Rect> touched_;
    std::uint64_t frame_ = 0;
};

} // namespace parlor::app
