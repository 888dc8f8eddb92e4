// Gfx itself: loading the fonts and the card atlas (with its reduced levels), the frame, and
// the caches of prepared textures. The drawing calls are in gfx_shapes, gfx_backdrop, gfx_text
// and gfx_sprites.
#include "app/core/gfx.hpp"

#include "app/core/gfx_draw_calls.hpp"
#include "app/core/render_target.hpp"

#include <SDL_image.h>

#include <algorithm>
#include <filesystem>
#include <functional>
#include <stdexcept>

namespace parlor::app {

namespace {

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

} // namespace

AtlasImages load_atlas_images(const std::string& atlas_png) {
    const std::string rebuild = "). Rebuild them with: cmake --build <build> --target atlas";
    AtlasImages images;
    SurfacePtr loaded(IMG_Load(atlas_png.c_str()));
    if (!loaded) {
        images.error =
            "The card images " + atlas_png + " could not be loaded (" + IMG_GetError() + rebuild;
        return images;
    }
    // A PNG of RGBA comes as RGBA32 already: no copy then.
    SurfacePtr level =
        loaded->format->format == SDL_PIXELFORMAT_RGBA32
            ? std::move(loaded)
            : SurfacePtr(SDL_ConvertSurfaceFormat(loaded.get(), SDL_PIXELFORMAT_RGBA32, 0));
    if (!level || level->w != atlas::width || level->h != atlas::height) {
        images.error = "The card images " + atlas_png + " do not have the expected layout (" +
                       std::to_string(atlas::width) + "x" + std::to_string(atlas::height) + rebuild;
        return images;
    }
    loaded.reset();
    for (int i = 0; i < Gfx::atlas_levels; ++i) {
        if (i > 0) {
            level = half_size(images.levels.back().get());
        }
        if (!level) {
            images.levels.clear();
            images.error = std::string("Out of memory reducing the card images: ") + SDL_GetError();
            return images;
        }
        images.levels.push_back(std::move(level));
    }
    return images;
}

Gfx::Gfx(SDL_Renderer* renderer, const std::string& font_dir, AtlasImages atlas)
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
    if (std::string error = upload_atlas(atlas, atlas_); !error.empty()) {
        throw std::runtime_error(error);
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

void Gfx::begin_frame() {
    int w = 0, h = 0;
    if (SDL_GetRendererOutputSize(renderer_, &w, &h) != 0 || w <= 0 || h <= 0) {
        w = 1280, h = 720;
    }
    width_ = w, height_ = h;
    scale_ = Scale::of(w, h).unit;
    // The panels' fills on the felt are prepared once per place; on a large window they are
    // large, and a budget below their sum would prepare some of them again on every repaint.
    felt_blends_.set_budget(std::max(felt_blend_pixel_budget,
                                     static_cast<std::size_t>(w) * static_cast<std::size_t>(h)));
    SDL_SetRenderDrawBlendMode(renderer_, SDL_BLENDMODE_BLEND);
    ++frame_;
    bare_felt_ = false;
    if (text_boxes_) {
        text_boxes_->begin(screen());
    }
}

void Gfx::set_caching(bool on) {
    if (on == caching_) {
        return;
    }
    caching_ = on;
    // The felt is the same picture either way (it is made once per size, not a cache of what
    // a frame drew): kept, as a 4K felt takes a while to weave.
    TexturePtr felt = std::move(felt_);
    forget_prepared();
    felt_ = std::move(felt);
}

void Gfx::record_text_boxes(bool on, Pixels pixels) {
    dry_ = on && pixels == Pixels::Skipped;
    if (on == (text_boxes_ != nullptr)) {
        return;
    }
    if (on) {
        caching_before_recording_ = caching_;
        set_caching(false);
        text_boxes_ = std::make_unique<TextBoxes>();
        text_boxes_->begin(screen());
    } else {
        text_boxes_.reset();
        set_caching(caching_before_recording_);
    }
}

std::string Gfx::upload_atlas(const AtlasImages& atlas, TexturePtr (&into)[atlas_levels]) {
    if (!atlas.error.empty() || atlas.levels.size() != atlas_levels) {
        return atlas.error.empty() ? "The card images were not loaded." : atlas.error;
    }
    for (int i = 0; i < atlas_levels; ++i) {
        into[i].reset(SDL_CreateTextureFromSurface(renderer_, atlas.levels[i].get()));
        if (!into[i]) {
            return std::string("The card images could not be uploaded: ") + SDL_GetError();
        }
        SDL_SetTextureBlendMode(into[i].get(), SDL_BLENDMODE_BLEND);
        SDL_SetTextureScaleMode(into[i].get(), SDL_ScaleModeLinear);
    }
    return {};
}

std::string Gfx::replace_atlas(AtlasImages atlas) {
    TexturePtr fresh[atlas_levels];
    if (std::string error = upload_atlas(atlas, fresh); !error.empty()) {
        return error;
    }
    for (int i = 0; i < atlas_levels; ++i) {
        atlas_[i] = std::move(fresh[i]);
    }
    // Prepared sprites, layers and the backdrop hold pictures of the old cards.
    forget_prepared();
    last_opaque_ = OpaqueSprite{};
    ++atlas_generation_;
    return {};
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

} // namespace parlor::app
