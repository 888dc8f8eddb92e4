#include "app/core/gfx.hpp"

#include "app/core/render_target.hpp"

#include <SDL_image.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <functional>
#include <stdexcept>

namespace parlor::app {

namespace {

constexpr std::size_t text_cache_limit = 600;
constexpr std::size_t font_cache_limit = 24;
constexpr std::size_t measure_cache_limit = 4000;
constexpr std::size_t wrap_cache_limit = 400;
// The length of each edge prepared for a soft shadow; longer edges repeat it (the shadow does
// not change along an edge).
constexpr int slice_edge_len = 64;

std::int32_t packed(Color c) {
    return static_cast<std::int32_t>((std::uint32_t{c.r} << 24) | (std::uint32_t{c.g} << 16) |
                                     (std::uint32_t{c.b} << 8) | std::uint32_t{c.a});
}

// The bytes of a drawing call's arguments, for a still level's fingerprint.
void put(std::string& out, int v) {
    out.append(reinterpret_cast<const char*>(&v), sizeof v);
}
void put(std::string& out, float v) {
    out.append(reinterpret_cast<const char*>(&v), sizeof v);
}
void put(std::string& out, std::string_view v) {
    put(out, static_cast<int>(v.size()));
    out.append(v);
}
void put(std::string& out, const char* tag) {
    put(out, std::string_view(tag));
}
void put(std::string& out, Color c) {
    put(out, packed(c));
}
void put(std::string& out, Point p) {
    put(out, p.x), put(out, p.y);
}
void put(std::string& out, const Rect& r) {
    put(out, r.x), put(out, r.y), put(out, r.w), put(out, r.h);
}
void put(std::string& out, const std::optional<Rect>& r) {
    put(out, r.has_value() ? 1 : 0);
    if (r) {
        put(out, *r);
    }
}
void put(std::string& out, const atlas::Cell& c) {
    put(out, c.x), put(out, c.y), put(out, c.w), put(out, c.h);
}

// A window-sized picture to paint into (the backdrop, its still level), made again when the
// window's size changed, which also makes what it held invalid. False when the renderer cannot
// make one.
bool fit_to_window(SDL_Renderer* renderer, TexturePtr& texture, int& w, int& h, bool& valid,
                   int width, int height) {
    if (texture && w == width && h == height) {
        return true;
    }
    texture.reset(SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET,
                                    width, height));
    w = width, h = height;
    valid = false;
    if (!texture) {
        return false;
    }
    SDL_SetTextureBlendMode(texture.get(), SDL_BLENDMODE_NONE);
    return true;
}

SDL_FRect to_sdl(const Rect& r) {
    return SDL_FRect{r.x, r.y, r.w, r.h};
}

// Halves an RGBA32 surface with a 2x2 box filter, weighting colour by alpha so transparent
// gutters do not darken card edges.
SurfacePtr half_size(SDL_Surface* src) {
    const int w = src->w / 2, h = src->h / 2;
    SurfacePtr dst(SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_RGBA32));
    if (!dst) {
        return dst;
    }
    for (int y = 0; y < h; ++y) {
        const auto* row0 = static_cast<const Uint8*>(src->pixels) + (2 * y) * src->pitch;
        const auto* row1 = row0 + src->pitch;
        auto* out = static_cast<Uint8*>(dst->pixels) + y * dst->pitch;
        for (int x = 0; x < w; ++x) {
            const Uint8* p[4] = {row0 + 8 * x, row0 + 8 * x + 4, row1 + 8 * x, row1 + 8 * x + 4};
            unsigned a = 0, r = 0, g = 0, b = 0;
            for (const Uint8* q : p) {
                a += q[3];
                r += q[0] * q[3];
                g += q[1] * q[3];
                b += q[2] * q[3];
            }
            Uint8* o = out + 4 * x;
            if (a == 0) {
                o[0] = o[1] = o[2] = o[3] = 0;
            } else {
                o[0] = static_cast<Uint8>((r + a / 2) / a);
                o[1] = static_cast<Uint8>((g + a / 2) / a);
                o[2] = static_cast<Uint8>((b + a / 2) / a);
                o[3] = static_cast<Uint8>((a + 2) / 4);
            }
        }
    }
    return dst;
}

// Splits UTF-8 text into words and the breaks between them.
std::vector<std::string> split_paragraph_words(std::string_view line) {
    std::vector<std::string> words;
    std::size_t i = 0;
    while (i < line.size()) {
        while (i < line.size() && line[i] == ' ') {
            ++i;
        }
        std::size_t j = i;
        while (j < line.size() && line[j] != ' ') {
            ++j;
        }
        if (j > i) {
            words.emplace_back(line.substr(i, j - i));
        }
        i = j;
    }
    return words;
}

} // namespace

std::size_t Gfx::TextKeyHash::operator()(const TextKey& k) const {
    return std::hash<std::string>{}(k.text) ^
           (std::hash<int>{}(k.size * 2 + (k.bold ? 1 : 0)) << 1) ^
           (std::hash<std::uint32_t>{}(k.rgb) << 3);
}

std::size_t Gfx::WrapKeyHash::operator()(const WrapKey& k) const {
    return TextKeyHash{}(k.text) ^ (std::hash<int>{}(k.width) << 7);
}

Gfx::Gfx(SDL_Renderer* renderer, const std::string& font_dir, const std::string& atlas_png)
    : renderer_(renderer), font_dir_(font_dir) {
    for (const char* file : {"DejaVuSans.ttf", "DejaVuSans-Bold.ttf"}) {
        if (!std::filesystem::exists(std::filesystem::path(font_dir) / file)) {
            throw std::runtime_error(std::string("The font ") + file + " was not found in " +
                                     font_dir +
                                     ". Install Debian's fonts-dejavu-core (apt-get install "
                                     "fonts-dejavu-core) or set PARLOR_FONT_DIR.");
        }
    }
    if (!font(20, false) || !font(20, true)) {
        throw std::runtime_error("The DejaVu fonts in " + font_dir +
                                 " could not be opened: " + TTF_GetError());
    }

    SurfacePtr loaded(IMG_Load(atlas_png.c_str()));
    if (!loaded) {
        throw std::runtime_error("The card images " + atlas_png + " could not be loaded (" +
                                 IMG_GetError() +
                                 "). Rebuild them with: cmake --build <build> --target atlas");
    }
    SurfacePtr level(SDL_ConvertSurfaceFormat(loaded.get(), SDL_PIXELFORMAT_RGBA32, 0));
    if (!level || level->w != atlas::width || level->h != atlas::height) {
        throw std::runtime_error(
            "The card images " + atlas_png + " do not have the expected layout (" +
            std::to_string(atlas::width) + "x" + std::to_string(atlas::height) +
            "). Rebuild them with: cmake --build <build> --target atlas");
    }
    for (int i = 0; i < atlas_levels; ++i) {
        if (i > 0) {
            level = half_size(level.get());
        }
        if (!level) {
            throw std::runtime_error(std::string("Out of memory reducing the card images: ") +
                                     SDL_GetError());
        }
        atlas_[i].reset(SDL_CreateTextureFromSurface(renderer_, level.get()));
        if (!atlas_[i]) {
            throw std::runtime_error(std::string("The card images could not be uploaded: ") +
                                     SDL_GetError());
        }
        SDL_SetTextureBlendMode(atlas_[i].get(), SDL_BLENDMODE_BLEND);
        SDL_SetTextureScaleMode(atlas_[i].get(), SDL_ScaleModeLinear);
    }
    SDL_RendererInfo info{};
    software_ =
        SDL_GetRendererInfo(renderer_, &info) == 0 && (info.flags & SDL_RENDERER_SOFTWARE) != 0;
    begin_frame();
}

Gfx::~Gfx() = default;

void Gfx::sketch_bytes(const void* data, std::size_t size) {
    const auto* bytes = static_cast<const unsigned char*>(data);
    for (std::size_t i = 0; i < size; ++i) {
        sketch_ = (sketch_ ^ bytes[i]) * 0x100000001b3ull; // FNV-1a
    }
}

template <typename... Args> bool Gfx::sketched(Args... args) {
    if (!sketching_) {
        return false;
    }
    std::string bytes;
    (put(bytes, args), ...);
    sketch_bytes(bytes.data(), bytes.size());
    return true;
}

void Gfx::begin_frame() {
    int w = 0, h = 0;
    if (SDL_GetRendererOutputSize(renderer_, &w, &h) != 0 || w <= 0 || h <= 0) {
        w = 1280, h = 720;
    }
    width_ = w, height_ = h;
    scale_ = Scale::of(w, h).unit;
    SDL_SetRenderDrawBlendMode(renderer_, SDL_BLENDMODE_BLEND);
    ++frame_;
    bare_felt_ = false;
}

void Gfx::set_caching(bool on) {
    caching_ = on;
    forget_prepared();
}

void Gfx::forget_prepared() {
    felt_blends_.clear();
    fill_patches_.clear();
    sprites_.clear();
    slices_.clear();
    layers_.clear();
    backdrop_.valid = false;
    still_.valid = false;
    felt_.reset();
}

PreparedTextures::Lookup Gfx::prepared(PreparedTextures& cache, const PreparedTextures::Key& key,
                                       int w, int h, const std::function<void()>& paint,
                                       bool find_opaque) {
    if (!caching_) {
        return {};
    }
    const PreparedTextures::Lookup found = cache.lookup(key, frame_);
    if (found.texture || !found.prepare) {
        return found;
    }
    int inset = -1;
    TexturePtr texture(
        SDL_CreateTexture(renderer_, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET, w, h));
    if (texture) {
        TargetScope scope(renderer_, texture.get());
        if (scope.ok()) {
            SDL_SetRenderDrawColor(renderer_, 0, 0, 0, 0);
            SDL_RenderClear(renderer_);
            paint();
            if (find_opaque && software_) {
                inset = opaque_inset(w, h);
            }
            SDL_SetTextureBlendMode(texture.get(), SDL_BLENDMODE_BLEND);
        } else {
            texture.reset(); // no render targets here: always the slow way
        }
    }
    return cache.store(key, std::move(texture), w, h, inset, frame_);
}

int Gfx::opaque_inset(int w, int h) const {
    std::vector<std::uint32_t> pixels(static_cast<std::size_t>(w) * static_cast<std::size_t>(h));
    if (SDL_RenderReadPixels(renderer_, nullptr, SDL_PIXELFORMAT_ARGB8888, pixels.data(), w * 4) !=
        0) {
        return -1;
    }
    auto opaque = [&](int x0, int y0, int x1, int y1) {
        for (int y = y0; y < y1; ++y) {
            for (int x = x0; x < x1; ++x) {
                if ((pixels[static_cast<std::size_t>(y) * w + x] >> 24) != 0xff) {
                    return false;
                }
            }
        }
        return true;
    };
    for (int k = 0; k <= std::min(w, h) / 4; ++k) {
        if (opaque(k, k, w - k, h - k)) {
            return k;
        }
    }
    return -1;
}

void Gfx::paint_cell(const atlas::Cell& cell, const Rect& r, int level, Color tint) {
    // Replacing (no blending) keeps the filtered colour and alpha exactly as a blended stretch
    // would have produced them before blending, so the 1:1 copy later blends to the same pixels.
    SDL_Texture* t = atlas_[level].get();
    SDL_SetTextureBlendMode(t, SDL_BLENDMODE_NONE);
    SDL_SetTextureColorMod(t, tint.r, tint.g, tint.b);
    SDL_SetTextureAlphaMod(t, tint.a);
    copy_cell(cell, r, level);
    SDL_SetTextureColorMod(t, 255, 255, 255);
    SDL_SetTextureAlphaMod(t, 255);
    SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND);
}

// ---- shapes ----

void Gfx::clear(Color c) {
    if (sketched("clear", c)) {
        return;
    }
    bare_felt_ = false;
    SDL_SetRenderDrawColor(renderer_, c.r, c.g, c.b, c.a);
    SDL_RenderClear(renderer_);
}

void Gfx::fill(const Rect& r, Color c) {
    if (sketched("fill", r, c)) {
        return;
    }
    if (c.a == 0) {
        return;
    }
    if (c.a < 255 && software_ && caching_) {
        translucent_fill(r, c);
        return;
    }
    SDL_SetRenderDrawColor(renderer_, c.r, c.g, c.b, c.a);
    const SDL_FRect f = to_sdl(r);
    touch(r.x, r.y, r.w, r.h);
    SDL_RenderFillRectF(renderer_, &f);
}

void Gfx::translucent_fill(const Rect& r, Color c) {
    // SDL's software blended fill works pixel by pixel with divisions; copying an opaque patch
    // of the colour with the fill's alpha as the texture's alpha takes SDL's fast "surface alpha"
    // blitter, several times quicker. The rectangle is cut to whole pixels as SDL's fill does.
    const std::uint32_t rgb = (std::uint32_t{c.r} << 16) | (std::uint32_t{c.g} << 8) | c.b;
    auto it = fill_patches_.find(rgb);
    if (it == fill_patches_.end()) {
        if (fill_patches_.size() >= 64) {
            fill_patches_.clear();
        }
        TexturePtr patch(SDL_CreateTexture(renderer_, SDL_PIXELFORMAT_RGB888,
                                           SDL_TEXTUREACCESS_STATIC, fill_patch, fill_patch));
        if (patch) {
            const std::vector<std::uint32_t> pixels(fill_patch * fill_patch, 0xff000000u | rgb);
            SDL_UpdateTexture(patch.get(), nullptr, pixels.data(), fill_patch * 4);
            SDL_SetTextureBlendMode(patch.get(), SDL_BLENDMODE_BLEND);
        }
        it = fill_patches_.emplace(rgb, std::move(patch)).first;
    }
    const int x0 = static_cast<int>(r.x), y0 = static_cast<int>(r.y);
    const int w = std::max(static_cast<int>(r.w), 1), h = std::max(static_cast<int>(r.h), 1);
    if (const SDL_Rect area{x0, y0, w, h}; on_bare_felt(area)) {
        // Only felt lies under it (a panel on the table): the felt with the colour laid over it
        // is prepared once for this place and copied without blending, a plain memory copy.
        const PreparedTextures::Key key{0x46454c54, packed(c), x0, y0, w, h, width_, height_};
        SDL_Texture* felt = felt_.get();
        const PreparedTextures::Lookup ready = prepared(felt_blends_, key, w, h, [&] {
            SDL_RenderCopy(renderer_, felt, &area, nullptr);
            fill(Rect{0, 0, float(w), float(h)}, c);
        });
        if (ready.texture) {
            SDL_SetTextureBlendMode(ready.texture, SDL_BLENDMODE_NONE);
            touch(r.x, r.y, r.w, r.h);
            SDL_RenderCopy(renderer_, ready.texture, nullptr, &area);
            return;
        }
    }
    SDL_Texture* patch = it->second.get();
    if (!patch) {
        SDL_SetRenderDrawColor(renderer_, c.r, c.g, c.b, c.a);
        const SDL_FRect f = to_sdl(r);
        touch(r.x, r.y, r.w, r.h);
        SDL_RenderFillRectF(renderer_, &f);
        return;
    }
    SDL_SetTextureAlphaMod(patch, c.a);
    for (int y = y0; y < y0 + h; y += fill_patch) {
        for (int x = x0; x < x0 + w; x += fill_patch) {
            const SDL_Rect src{0, 0, std::min(fill_patch, x0 + w - x),
                               std::min(fill_patch, y0 + h - y)};
            const SDL_Rect dst{x, y, src.w, src.h};
            touch(float(dst.x), float(dst.y), float(dst.w), float(dst.h));
            SDL_RenderCopy(renderer_, patch, &src, &dst);
        }
    }
}

void Gfx::outline(const Rect& r, float t, Color c) {
    fill(Rect{r.x, r.y, r.w, t}, c);
    fill(Rect{r.x, r.bottom() - t, r.w, t}, c);
    fill(Rect{r.x, r.y + t, t, r.h - 2 * t}, c);
    fill(Rect{r.right() - t, r.y + t, t, r.h - 2 * t}, c);
}

void Gfx::line(Point a, Point b, Color c) {
    if (sketched("line", a, b, c)) {
        return;
    }
    SDL_SetRenderDrawColor(renderer_, c.r, c.g, c.b, c.a);
    touch(std::min(a.x, b.x), std::min(a.y, b.y), std::abs(a.x - b.x) + 1, std::abs(a.y - b.y) + 1);
    SDL_RenderDrawLineF(renderer_, a.x, a.y, b.x, b.y);
}

void Gfx::copy_cell(const atlas::Cell& cell, const Rect& r, int level, float angle) {
    const SDL_Rect src{cell.x >> level, cell.y >> level, cell.w >> level, cell.h >> level};
    const SDL_FRect dst = to_sdl(r);
    if (angle == 0) {
        touch(dst.x, dst.y, dst.w, dst.h);
        SDL_RenderCopyF(renderer_, atlas_[level].get(), &src, &dst);
    } else {
        bare_felt_ = false; // a turned sprite covers more than its rectangle
        SDL_RenderCopyExF(renderer_, atlas_[level].get(), &src, &dst, angle, nullptr,
                          SDL_FLIP_NONE);
    }
}

void Gfx::slice_pieces(const atlas::Cell& cell, int corner, const float xs[4], const float ys[4],
                       bool with_edges) {
    const int sc = corner, sm = cell.w - 2 * corner;
    const int sx[3] = {cell.x, cell.x + sc, cell.x + sc + sm};
    const int sy[3] = {cell.y, cell.y + sc, cell.y + sc + sm};
    const int sw[3] = {sc, sm, sc};
    for (int i = 0; i < 3; ++i) {
        for (int j = 0; j < 3; ++j) {
            const bool is_corner = i != 1 && j != 1;
            const bool is_centre = i == 1 && j == 1;
            const float w = xs[j + 1] - xs[j], h = ys[i + 1] - ys[i];
            if (w <= 0 || h <= 0 || is_centre || (!is_corner && !with_edges)) {
                continue;
            }
            const SDL_Rect src{sx[j], sy[i], sw[j], sw[i]};
            const SDL_FRect dst{xs[j], ys[i], w, h};
            touch(dst.x, dst.y, dst.w, dst.h);
            SDL_RenderCopyF(renderer_, atlas_[0].get(), &src, &dst);
        }
    }
}

SDL_Texture* Gfx::slice_sheet(const atlas::Cell& cell, int corner, Color c, const int sizes[4],
                              int edge_len) {
    const int w = sizes[0] + edge_len + sizes[1], h = sizes[2] + edge_len + sizes[3];
    if (w <= 0 || h <= 0) {
        return nullptr;
    }
    const PreparedTextures::Key key{cell.x,   cell.y,   corner,   packed(c),
                                    sizes[0], sizes[1], sizes[2], sizes[3] * 1024 + edge_len};
    return prepared(
               slices_, key, w, h,
               [&] {
                   const float xs[4] = {0, float(sizes[0]), float(sizes[0] + edge_len), float(w)};
                   const float ys[4] = {0, float(sizes[2]), float(sizes[2] + edge_len), float(h)};
                   SDL_Texture* t = atlas_[0].get();
                   SDL_SetTextureBlendMode(t, SDL_BLENDMODE_NONE);
                   SDL_SetTextureColorMod(t, c.r, c.g, c.b);
                   SDL_SetTextureAlphaMod(t, c.a);
                   slice_pieces(cell, corner, xs, ys, edge_len > 0);
                   SDL_SetTextureColorMod(t, 255, 255, 255);
                   SDL_SetTextureAlphaMod(t, 255);
                   SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND);
               })
        .texture;
}

void Gfx::nine_slice(const atlas::Cell& cell, int corner, const Rect& r, float radius, Color c,
                     SliceMiddle middle) {
    if (sketched("slice", cell, corner, r, radius, c, static_cast<int>(middle))) {
        return;
    }
    if (r.w <= 0 || r.h <= 0) {
        return;
    }
    // Every piece edge is snapped to whole pixels so neighbouring pieces neither overlap nor
    // leave a gap (either shows as a line through a translucent panel).
    const float d = std::max(0.0f, std::min({radius, r.w / 2, r.h / 2}));
    const float xs[4] = {std::round(r.x), std::round(r.x + d), std::round(r.right() - d),
                         std::round(r.right())};
    const float ys[4] = {std::round(r.y), std::round(r.y + d), std::round(r.bottom() - d),
                         std::round(r.bottom())};
    // Only the corners (and, for a soft shadow, the edges) need the atlas; plain rectangles are
    // much cheaper for the software renderer. The corners come prepared in this colour and size.
    const bool edges = middle == SliceMiddle::Textured;
    const int sizes[4] = {int(xs[1] - xs[0]), int(xs[3] - xs[2]), int(ys[1] - ys[0]),
                          int(ys[3] - ys[2])};
    const int e = edges ? slice_edge_len : 0;
    if (SDL_Texture* sheet = slice_sheet(cell, corner, c, sizes, e)) {
        auto copy = [&](int sx, int sy, int w, int h, float x, float y) {
            if (w > 0 && h > 0) {
                const SDL_Rect src{sx, sy, w, h};
                const SDL_FRect dst{x, y, float(w), float(h)};
                touch(dst.x, dst.y, dst.w, dst.h);
                SDL_RenderCopyF(renderer_, sheet, &src, &dst);
            }
        };
        const int cl = sizes[0], cr = sizes[1], ct = sizes[2], cb = sizes[3];
        copy(0, 0, cl, ct, xs[0], ys[0]);
        copy(cl + e, 0, cr, ct, xs[2], ys[0]);
        copy(0, ct + e, cl, cb, xs[0], ys[2]);
        copy(cl + e, ct + e, cr, cb, xs[2], ys[2]);
        for (float x = xs[1]; edges && x < xs[2]; x += float(e)) {
            const int w = std::min(e, int(xs[2] - x));
            copy(cl, 0, w, ct, x, ys[0]);
            copy(cl, ct + e, w, cb, x, ys[2]);
        }
        for (float y = ys[1]; edges && y < ys[2]; y += float(e)) {
            const int h = std::min(e, int(ys[2] - y));
            copy(0, ct, cl, h, xs[0], y);
            copy(cl + e, ct, cr, h, xs[2], y);
        }
    } else {
        SDL_Texture* t = atlas_[0].get();
        SDL_SetTextureColorMod(t, c.r, c.g, c.b);
        SDL_SetTextureAlphaMod(t, c.a);
        slice_pieces(cell, corner, xs, ys, edges);
        SDL_SetTextureColorMod(t, 255, 255, 255);
        SDL_SetTextureAlphaMod(t, 255);
    }
    auto span = [&](float x0, float y0, float x1, float y1) {
        if (x1 > x0 && y1 > y0) {
            fill(Rect{x0, y0, x1 - x0, y1 - y0}, c);
        }
    };
    switch (middle) {
    case SliceMiddle::Solid:
        span(xs[1], ys[0], xs[2], ys[3]);
        span(xs[0], ys[1], xs[1], ys[2]);
        span(xs[2], ys[1], xs[3], ys[2]);
        break;
    case SliceMiddle::Ring: {
        const float th = std::max(1.0f, std::round(d * ring_thickness / float(corner)));
        span(xs[1], ys[0], xs[2], ys[0] + th);
        span(xs[1], ys[3] - th, xs[2], ys[3]);
        span(xs[0], ys[1], xs[0] + th, ys[2]);
        span(xs[3] - th, ys[1], xs[3], ys[2]);
        break;
    }
    case SliceMiddle::Textured:
        span(xs[1], ys[1], xs[2], ys[2]);
        break;
    }
}

void Gfx::fill_rounded(const Rect& r, float radius, Color c) {
    nine_slice(atlas::ui_piece(UiPiece::PanelFill), atlas::ui_corner, r, radius, c,
               SliceMiddle::Solid);
}

void Gfx::outline_rounded(const Rect& r, float radius, Color c) {
    nine_slice(atlas::ui_piece(UiPiece::PanelRing), atlas::ui_corner, r, radius, c,
               SliceMiddle::Ring);
}

void Gfx::soft_shadow(const Rect& r, float radius, std::uint8_t alpha) {
    // The shadow piece fades over its outer 24 px; spread it that far beyond the rectangle.
    const float spread = std::max(radius, u(14));
    const Rect s{r.x - spread * 0.6f, r.y - spread * 0.3f, r.w + spread * 1.2f,
                 r.h + spread * 1.3f};
    nine_slice(atlas::ui_piece(UiPiece::SoftShadow), 48, s, spread + radius, Color{0, 0, 0, alpha},
               SliceMiddle::Textured);
}

void Gfx::disc(Point center, float radius, Color c) {
    sprite(atlas::ui_piece(UiPiece::Disc),
           Rect{center.x - radius, center.y - radius, 2 * radius, 2 * radius}, c);
}

void Gfx::ring(Point center, float radius, Color c) {
    sprite(atlas::ui_piece(UiPiece::Ring),
           Rect{center.x - radius, center.y - radius, 2 * radius, 2 * radius}, c);
}

void Gfx::crown(const Rect& r, Color c) {
    sprite(atlas::ui_piece(UiPiece::Crown), r, c);
}

void Gfx::felt() {
    if (sketched("felt")) {
        return;
    }
    if (!felt_ || felt_w_ != width_ || felt_h_ != height_) {
        // A radial gradient from a lighter centre to dark edges, with a faint weave so large
        // screens do not look flat. Drawn once per output size; per frame it is one plain copy.
        SurfacePtr s(
            SDL_CreateRGBSurfaceWithFormat(0, width_, height_, 32, SDL_PIXELFORMAT_RGBA32));
        if (!s) {
            clear(theme_felt());
            return;
        }
        const float cx = width_ * 0.5f, cy = height_ * 0.42f;
        const float reach = std::hypot(float(width_) * 0.62f, float(height_) * 0.75f);
        const float inv_reach2 = 1.0f / (reach * reach);
        std::uint32_t noise = 0x9e3779b9u;
        for (int y = 0; y < height_; ++y) {
            auto* row = static_cast<Uint8*>(s->pixels) + y * s->pitch;
            for (int x = 0; x < width_; ++x) {
                const float dx = x - cx, dy = y - cy;
                const float t = std::min(1.0f, (dx * dx + dy * dy) * inv_reach2);
                noise =
                    noise * 1664525u + 1013904223u; // a fixed LCG: the weave is the same every run
                const float grain = (float((noise >> 24) & 0x0f) - 7.5f) * 0.35f +
                                    (((x + y) % 4 == 0) ? 1.2f : 0.0f);
                const float r = lerp(38, 10, t) + grain;
                const float g = lerp(128, 54, t) + grain * 1.6f;
                const float b = lerp(80, 34, t) + grain;
                row[4 * x + 0] = static_cast<Uint8>(std::clamp(r, 0.0f, 255.0f));
                row[4 * x + 1] = static_cast<Uint8>(std::clamp(g, 0.0f, 255.0f));
                row[4 * x + 2] = static_cast<Uint8>(std::clamp(b, 0.0f, 255.0f));
                row[4 * x + 3] = 255;
            }
        }
        // In the pixel format of the render targets and the window, so the copy is a plain
        // memory copy rather than a conversion of every pixel.
        SurfacePtr native(SDL_ConvertSurfaceFormat(s.get(), SDL_PIXELFORMAT_ARGB8888, 0));
        felt_.reset(SDL_CreateTextureFromSurface(renderer_, native ? native.get() : s.get()));
        if (!felt_) {
            clear(theme_felt());
            return;
        }
        SDL_SetTextureBlendMode(felt_.get(), SDL_BLENDMODE_NONE);
        felt_w_ = width_, felt_h_ = height_;
    }
    SDL_RenderCopy(renderer_, felt_.get(), nullptr, nullptr);
    // From here until the next felt on another target, what is not touched is bare felt.
    bare_felt_ = true;
    felt_target_ = SDL_GetRenderTarget(renderer_);
    touched_.clear();
}

void Gfx::backdrop(const std::string& key, const std::function<void()>& paint,
                   const std::function<void()>& still) {
    if (!caching_ || !paint_backdrop(key, paint)) {
        felt();
        paint();
        if (still) {
            still();
        }
        return;
    }
    if (still) {
        paint_still(still);
    }
    const bool on_still = still && still_.valid;
    Backdrop& b = backdrop_;
    SDL_RenderCopy(renderer_, on_still ? still_.texture.get() : b.texture.get(), nullptr, nullptr);
    // As after felt(): outside what the backdrop's painting covered, the felt is bare.
    bare_felt_ = felt_ != nullptr;
    felt_target_ = SDL_GetRenderTarget(renderer_);
    touched_ = on_still ? still_.covered : b.covered;
    if (still && !still_.valid) {
        still(); // no picture for it: straight onto the backdrop's copy
    }
}

bool Gfx::paint_backdrop(const std::string& key, const std::function<void()>& paint) {
    Backdrop& b = backdrop_;
    if (!fit_to_window(renderer_, b.texture, b.w, b.h, b.valid, width_, height_)) {
        return false;
    }
    if (!b.valid || b.key != key) {
        SDL_Texture* previous = SDL_GetRenderTarget(renderer_);
        if (SDL_SetRenderTarget(renderer_, b.texture.get()) != 0) {
            b.texture.reset();
            return false;
        }
        felt();
        paint();
        clip(std::nullopt);
        b.covered = touched_;
        b.key = key;
        b.valid = true;
        ++backdrop_paints_;
        SDL_SetRenderTarget(renderer_, previous);
    }
    return true;
}

void Gfx::paint_still(const std::function<void()>& still) {
    sketching_ = true;
    sketch_ = 0xcbf29ce484222325ull;
    still();
    sketching_ = false;
    Still& s = still_;
    if (!fit_to_window(renderer_, s.texture, s.w, s.h, s.valid, width_, height_)) {
        return;
    }
    if (s.valid && s.fingerprint == sketch_ && s.backdrop_paints == backdrop_paints_) {
        return;
    }
    SDL_Texture* previous = SDL_GetRenderTarget(renderer_);
    if (SDL_SetRenderTarget(renderer_, s.texture.get()) != 0) {
        s.texture.reset();
        s.valid = false;
        return;
    }
    SDL_RenderCopy(renderer_, backdrop_.texture.get(), nullptr, nullptr);
    bare_felt_ = felt_ != nullptr;
    felt_target_ = s.texture.get();
    touched_ = backdrop_.covered;
    still();
    clip(std::nullopt);
    s.covered = touched_;
    s.fingerprint = sketch_;
    s.backdrop_paints = backdrop_paints_;
    s.valid = true;
    SDL_SetRenderTarget(renderer_, previous);
}

void Gfx::touch(float x, float y, float w, float h) {
    // Drawing into another target (a prepared picture, a layer) leaves the felt's target alone.
    if (bare_felt_ && SDL_GetRenderTarget(renderer_) == felt_target_) {
        // The whole pixels the software renderer covers (it cuts positions toward zero; the
        // shortcut this serves is only taken there).
        const int x0 = int(std::floor(x)), y0 = int(std::floor(y));
        touched_.push_back(
            SDL_Rect{x0, y0, int(std::ceil(x + w)) - x0, int(std::ceil(y + h)) - y0});
    }
}

bool Gfx::on_bare_felt(const SDL_Rect& r) const {
    if (!bare_felt_ || !felt_ || felt_w_ != width_ || felt_h_ != height_ ||
        SDL_GetRenderTarget(renderer_) != felt_target_ || r.x < 0 || r.y < 0 ||
        r.x + r.w > width_ || r.y + r.h > height_) {
        return false;
    }
    for (const SDL_Rect& t : touched_) {
        if (SDL_HasIntersection(&t, &r)) {
            return false;
        }
    }
    return true;
}

Color Gfx::theme_felt() {
    return Color{22, 94, 58, 255};
}

void Gfx::dim(std::uint8_t alpha) {
    fill(screen(), Color{4, 14, 9, alpha});
}

// ---- text ----

TTF_Font* Gfx::font(int size, bool bold) {
    size = std::clamp(size, 6, 400);
    const auto key = std::make_pair(size, bold);
    if (auto it = fonts_.find(key); it != fonts_.end()) {
        return it->second.get();
    }
    if (fonts_.size() >= font_cache_limit) {
        fonts_.clear(); // a long live resize; rendered text stays cached as textures
    }
    const auto path =
        std::filesystem::path(font_dir_) / (bold ? "DejaVuSans-Bold.ttf" : "DejaVuSans.ttf");
    FontPtr f(TTF_OpenFont(path.c_str(), size));
    if (!f) {
        return nullptr;
    }
    TTF_SetFontHinting(f.get(), TTF_HINTING_LIGHT);
    TTF_Font* raw = f.get();
    fonts_.emplace(key, std::move(f));
    return raw;
}

const Gfx::TextEntry* Gfx::text_texture(std::string_view utf8, int size, bool bold, Color color) {
    TextKey key{std::string(utf8), size, bold,
                (std::uint32_t{color.r} << 16) | (std::uint32_t{color.g} << 8) | color.b};
    if (auto it = text_cache_.find(key); it != text_cache_.end()) {
        lru_.splice(lru_.begin(), lru_, it->second.lru);
        return &it->second;
    }
    TTF_Font* f = font(size, bold);
    if (!f || utf8.empty()) {
        return nullptr;
    }
    SurfacePtr s(
        TTF_RenderUTF8_Blended(f, key.text.c_str(), SDL_Color{color.r, color.g, color.b, 255}));
    if (!s) {
        return nullptr;
    }
    TexturePtr t(SDL_CreateTextureFromSurface(renderer_, s.get()));
    if (!t) {
        return nullptr;
    }
    SDL_SetTextureBlendMode(t.get(), SDL_BLENDMODE_BLEND);
    while (text_cache_.size() >= text_cache_limit && !lru_.empty()) {
        text_cache_.erase(lru_.back());
        lru_.pop_back();
    }
    lru_.push_front(key);
    TextEntry entry{std::move(t), s->w, s->h, lru_.begin()};
    auto [it, inserted] = text_cache_.emplace(std::move(key), std::move(entry));
    return &it->second;
}

Rect Gfx::text(std::string_view utf8, float x, float y, const TextStyle& style) {
    const int size = static_cast<int>(std::lround(style.size));
    const TextEntry* e = text_texture(utf8, size, style.bold, style.color);
    if (!e) {
        return Rect{x, y, 0, 0};
    }
    float left = x;
    if (style.align == Align::Center) {
        left = x - e->w / 2.0f;
    } else if (style.align == Align::Right) {
        left = x - e->w;
    }
    const Rect r{std::round(left), std::round(y), float(e->w), float(e->h)};
    if (sketched("text", utf8, r, size, static_cast<int>(style.bold), style.color)) {
        return r;
    }
    SDL_SetTextureAlphaMod(e->texture.get(), style.color.a);
    const SDL_FRect dst = to_sdl(r);
    touch(dst.x, dst.y, dst.w, dst.h);
    SDL_RenderCopyF(renderer_, e->texture.get(), nullptr, &dst);
    return r;
}

Rect Gfx::text_centered(std::string_view utf8, const Rect& box, const TextStyle& style) {
    const TextSize s = measure(utf8, style);
    TextStyle centred = style;
    centred.align = Align::Center;
    return text(utf8, box.cx(), box.cy() - s.h / 2, centred);
}

TextSize Gfx::measure(std::string_view utf8, const TextStyle& style) {
    TextKey key{std::string(utf8), static_cast<int>(std::lround(style.size)), style.bold};
    if (auto it = measures_.find(key); it != measures_.end()) {
        return it->second;
    }
    TTF_Font* f = font(key.size, style.bold);
    if (!f) {
        return {};
    }
    TextSize size;
    if (utf8.empty()) {
        size = TextSize{0, float(TTF_FontHeight(f))};
    } else {
        int w = 0, h = 0;
        TTF_SizeUTF8(f, key.text.c_str(), &w, &h);
        size = TextSize{float(w), float(h)};
    }
    if (measures_.size() >= measure_cache_limit) {
        measures_.clear(); // the next frames measure again what they show
    }
    measures_.emplace(std::move(key), size);
    return size;
}

float Gfx::line_height(const TextStyle& style) {
    TTF_Font* f = font(static_cast<int>(std::lround(style.size)), style.bold);
    return f ? float(TTF_FontLineSkip(f)) : style.size * 1.2f;
}

std::vector<std::string> Gfx::cut_to_width(const std::string& word, float width,
                                           const TextStyle& style) {
    if (width <= 0 || measure(word, style).w <= width) {
        return {word};
    }
    std::vector<std::string> pieces;
    std::string piece;
    for (std::size_t i = 0; i < word.size();) {
        std::size_t n = 1; // one UTF-8 character: a lead byte and its continuation bytes
        while (i + n < word.size() && (static_cast<unsigned char>(word[i + n]) & 0xC0) == 0x80) {
            ++n;
        }
        const std::string longer = piece + word.substr(i, n);
        if (!piece.empty() && measure(longer, style).w > width) {
            pieces.push_back(piece);
            piece = word.substr(i, n);
        } else {
            piece = longer;
        }
        i += n;
    }
    pieces.push_back(piece);
    return pieces;
}

std::vector<std::string> Gfx::wrap(std::string_view utf8, float width, const TextStyle& style) {
    // A width of 230.6 breaks where 230 does: measured widths are whole pixels.
    WrapKey key{TextKey{std::string(utf8), static_cast<int>(std::lround(style.size)), style.bold},
                static_cast<int>(std::floor(std::clamp(width, -1.0f, 1.0e6f)))};
    if (auto it = wraps_.find(key); it != wraps_.end()) {
        return it->second;
    }
    std::vector<std::string> lines;
    std::size_t start = 0;
    while (start <= utf8.size()) {
        const std::size_t nl = utf8.find('\n', start);
        const std::string_view para =
            utf8.substr(start, nl == std::string_view::npos ? utf8.npos : nl - start);
        std::string current;
        for (const std::string& whole : split_paragraph_words(para)) {
            // A word wider than the line (a file's path) is cut where the line is full.
            for (const std::string& word : cut_to_width(whole, width, style)) {
                const std::string candidate = current.empty() ? word : current + " " + word;
                if (!current.empty() && measure(candidate, style).w > width) {
                    lines.push_back(current);
                    current = word;
                } else {
                    current = candidate;
                }
            }
        }
        lines.push_back(current);
        if (nl == std::string_view::npos) {
            break;
        }
        start = nl + 1;
    }
    if (wraps_.size() >= wrap_cache_limit) {
        wraps_.clear();
    }
    wraps_.emplace(std::move(key), lines);
    return lines;
}

float Gfx::paragraph(std::string_view utf8, const Rect& box, const TextStyle& style) {
    const float lh = line_height(style);
    float y = box.y;
    float x = box.x;
    if (style.align == Align::Center) {
        x = box.cx();
    } else if (style.align == Align::Right) {
        x = box.right();
    }
    for (const std::string& l : wrap(utf8, box.w, style)) {
        if (!l.empty()) {
            text(l, x, y, style);
        }
        y += lh;
    }
    return y - box.y;
}

// ---- sprites ----

int Gfx::level_for(float pixels_wide, int cell_w) const {
    int level = 0;
    while (level + 1 < atlas_levels && float(cell_w >> (level + 1)) >= pixels_wide * 0.95f) {
        ++level;
    }
    return level;
}

bool Gfx::prepared_sprite(const atlas::Cell& cell, const Rect& r, Color tint,
                          const std::optional<Rect>& hole) {
    const int level = level_for(r.w, cell.w);
    // The pixel size the software renderer gives r (it truncates).
    const int w = static_cast<int>(r.w), h = static_cast<int>(r.h);
    const bool atlas_size = w == (cell.w >> level) && h == (cell.h >> level);
    const bool white = tint.r == 255 && tint.g == 255 && tint.b == 255;
    if (w <= 0 || h <= 0 || (atlas_size && white && !hole)) {
        return false; // nothing to prepare: the atlas copy is already 1:1
    }
    const PreparedTextures::Key key{cell.x,
                                    cell.y,
                                    cell.w,
                                    cell.h,
                                    w,
                                    h,
                                    level + (hole ? 16 : 0),
                                    packed(tint.with_alpha(255))};
    const PreparedTextures::Lookup ready = prepared(
        sprites_, key, w, h,
        [&] {
            paint_cell(cell, Rect{0, 0, float(w), float(h)}, level, tint.with_alpha(255));
            if (hole) {
                SDL_SetRenderDrawBlendMode(renderer_, SDL_BLENDMODE_NONE);
                SDL_SetRenderDrawColor(renderer_, 0, 0, 0, 0);
                const SDL_FRect cut = to_sdl(*hole);
                SDL_RenderFillRectF(renderer_, &cut);
                SDL_SetRenderDrawBlendMode(renderer_, SDL_BLENDMODE_BLEND);
            }
        },
        !hole);
    if (!ready.texture) {
        return false;
    }
    SDL_SetTextureAlphaMod(ready.texture, tint.a);
    const int k = ready.opaque_inset;
    if (k < 0 || tint.a != 255) {
        const SDL_FRect dst{r.x, r.y, float(w), float(h)};
        touch(dst.x, dst.y, dst.w, dst.h);
        SDL_RenderCopyF(renderer_, ready.texture, nullptr, &dst);
        return true;
    }
    // A card's middle is opaque: copied without blending it is a plain memory copy, several
    // times cheaper than blending pixel by pixel. Only the rim with the rounded corners blends.
    // (The software renderer places r at whole pixels, cut toward zero, as here.)
    const float x = std::trunc(r.x), y = std::trunc(r.y);
    auto copy = [&](int sx, int sy, int sw, int sh) {
        if (sw > 0 && sh > 0) {
            const SDL_Rect src{sx, sy, sw, sh};
            const SDL_FRect dst{x + float(sx), y + float(sy), float(sw), float(sh)};
            touch(dst.x, dst.y, dst.w, dst.h);
            SDL_RenderCopyF(renderer_, ready.texture, &src, &dst);
        }
    };
    copy(0, 0, w, k);
    copy(0, h - k, w, k);
    copy(0, k, k, h - 2 * k);
    copy(w - k, k, k, h - 2 * k);
    SDL_SetTextureBlendMode(ready.texture, SDL_BLENDMODE_NONE);
    copy(k, k, w - 2 * k, h - 2 * k);
    SDL_SetTextureBlendMode(ready.texture, SDL_BLENDMODE_BLEND);
    return true;
}

void Gfx::sprite(const atlas::Cell& cell, const Rect& r, Color tint, float angle) {
    if (sketched("sprite", cell, r, tint, angle)) {
        return;
    }
    if (angle == 0 && prepared_sprite(cell, r, tint, std::nullopt)) {
        return;
    }
    const int level = level_for(r.w, cell.w);
    SDL_Texture* t = atlas_[level].get();
    SDL_SetTextureColorMod(t, tint.r, tint.g, tint.b);
    SDL_SetTextureAlphaMod(t, tint.a);
    copy_cell(cell, r, level, angle);
    SDL_SetTextureColorMod(t, 255, 255, 255);
    SDL_SetTextureAlphaMod(t, 255);
}

void Gfx::card(cards::Card c, const Rect& r, std::uint8_t alpha, float angle) {
    const int suit = static_cast<int>(c.suit);
    const bool action = !c.is_joker() && c.rank > cards::king &&
                        c.rank <= cards::king + atlas::action_count && suit < 4;
    const bool valid = c.is_joker() ? c.joker_number >= 1 && c.joker_number <= 3
                                    : action || (c.rank >= 1 && c.rank <= 13 && suit < 5);
    if (!valid) {
        card_back(r, alpha, angle);
        return;
    }
    const atlas::Cell cell = c.is_joker() ? atlas::joker(c.joker_number)
                             : action     ? atlas::action(c.rank - cards::king, suit)
                                          : atlas::face(c.rank, suit);
    sprite(cell, r, Color{255, 255, 255, alpha}, angle);
}

void Gfx::card_back(const Rect& r, std::uint8_t alpha, float angle) {
    sprite(atlas::back(), r, Color{255, 255, 255, alpha}, angle);
}

void Gfx::card_overlay(CardOverlay o, const Rect& r, std::uint8_t alpha, float angle) {
    sprite(atlas::overlay(o), r, Color{255, 255, 255, alpha}, angle);
}

void Gfx::card_shadow(const Rect& r, float angle) {
    if (sketched("shadow", r, angle)) {
        return;
    }
    const float off = std::max(2.0f, r.w * 0.035f);
    const Rect shadow = r.moved(off, off * 1.4f);
    if (angle == 0) {
        // The card drawn on top hides the shadow's middle: it is cut out when the shadow is
        // prepared (clear pixels cost the blitter next to nothing). Only the card's opaque
        // inside is cut, clear of its rounded corners by two pixels of rounding either way.
        const float inset = float(atlas::corner_radius) * r.w / float(atlas::card_w) + 2;
        const Rect hole{inset - off, inset - off * 1.4f, r.w - 2 * inset, r.h - 2 * inset};
        if (prepared_sprite(atlas::overlay(CardOverlay::Shadow), shadow, Color{255, 255, 255, 255},
                            hole.w > 0 && hole.h > 0 ? std::optional<Rect>(hole) : std::nullopt)) {
            return;
        }
    }
    sprite(atlas::overlay(CardOverlay::Shadow), shadow, Color{255, 255, 255, 255}, angle);
}

void Gfx::cached_layer(const std::string& key, const Rect& r, int version,
                       const std::function<void(Gfx&, const Rect&)>& draw) {
    if (sketched("layer", std::string_view(key), r, version)) {
        return;
    }
    const int w = static_cast<int>(std::ceil(r.w)), h = static_cast<int>(std::ceil(r.h));
    if (w <= 0 || h <= 0) {
        return;
    }
    Layer& layer = layers_[key];
    if (!layer.texture || layer.w != w || layer.h != h || layer.version != version) {
        layer.texture.reset(
            SDL_CreateTexture(renderer_, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET, w, h));
        if (!layer.texture) {
            draw(*this, r); // no render targets: draw directly every time
            return;
        }
        SDL_SetTextureBlendMode(layer.texture.get(), SDL_BLENDMODE_BLEND);
        SDL_Texture* previous = SDL_GetRenderTarget(renderer_);
        SDL_SetRenderTarget(renderer_, layer.texture.get());
        SDL_SetRenderDrawColor(renderer_, 0, 0, 0, 0);
        SDL_RenderClear(renderer_);
        const int saved_w = width_, saved_h = height_;
        width_ = w, height_ = h; // scale_ stays: the layer is part of the screen
        draw(*this, Rect{0, 0, r.w, r.h});
        width_ = saved_w, height_ = saved_h;
        SDL_SetRenderTarget(renderer_, previous);
        layer.w = w, layer.h = h, layer.version = version;
    }
    const SDL_FRect dst{std::round(r.x), std::round(r.y), float(w), float(h)};
    touch(dst.x, dst.y, dst.w, dst.h);
    SDL_RenderCopyF(renderer_, layer.texture.get(), nullptr, &dst);
}

void Gfx::clip(std::optional<Rect> r) {
    if (sketched("clip", r)) {
        return;
    }
    if (!r) {
        SDL_RenderSetClipRect(renderer_, nullptr);
        return;
    }
    const SDL_Rect c{int(std::floor(r->x)), int(std::floor(r->y)), int(std::ceil(r->w)),
                     int(std::ceil(r->h))};
    SDL_RenderSetClipRect(renderer_, &c);
}

} // namespace parlor::app
