// Gfx's backdrop: the felt, the window-sized backdrop and still level that a table paints once
// and copies every frame (repainted only when what they show changed), and dimming.
#include "app/core/gfx_draw_calls.hpp"

#include <algorithm>
#include <cmath>
#include <functional>

namespace parlor::app {

namespace {

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

} // namespace

void Gfx::felt() {
    if (sketched("felt") || dry_) {
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
    ++calls_; // a drawing call (it does not pass sketched(): it is never part of a still level)
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

} // namespace parlor::app
