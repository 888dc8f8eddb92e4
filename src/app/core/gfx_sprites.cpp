// Gfx's sprites: cards, backs, overlays and shadows from the atlas, each prepared once per pixel
// size and tint, then copied 1:1; cached layers and the clip.
#include "app/core/gfx_draw_calls.hpp"

#include <algorithm>
#include <cmath>

namespace parlor::app {

using gfx_detail::packed;
using gfx_detail::to_sdl;

int Gfx::level_for(float pixels_wide, int cell_w) const {
    int level = 0;
    while (level + 1 < atlas_levels && float(cell_w >> (level + 1)) >= pixels_wide * 0.95f) {
        ++level;
    }
    return level;
}

std::optional<SDL_Rect> Gfx::clear_inside(const Rect& hole, int w, int h) {
    // The hole is cleared by a fill of its float rectangle, which a renderer may cut or round
    // to whole pixels: two pixels in from each side are cleared whichever it does.
    const int x0 = static_cast<int>(std::ceil(hole.x)) + 2;
    const int y0 = static_cast<int>(std::ceil(hole.y)) + 2;
    const int x1 = std::min(w, static_cast<int>(std::floor(hole.right())) - 2);
    const int y1 = std::min(h, static_cast<int>(std::floor(hole.bottom())) - 2);
    if (x0 < 0 || y0 < 0 || x1 <= x0 || y1 <= y0) {
        return std::nullopt;
    }
    return SDL_Rect{x0, y0, x1 - x0, y1 - y0};
}

PreparedTextures::Lookup Gfx::sprite_texture(const atlas::Cell& cell, const Rect& r, Color tint,
                                             const std::optional<Rect>& hole, int& level) {
    level = level_for(r.w, cell.w);
    // The pixel size the software renderer gives r (it truncates).
    const int w = static_cast<int>(r.w), h = static_cast<int>(r.h);
    const bool atlas_size = w == (cell.w >> level) && h == (cell.h >> level);
    const bool white = tint.r == 255 && tint.g == 255 && tint.b == 255;
    if (w <= 0 || h <= 0 || (atlas_size && white && !hole)) {
        return {}; // nothing to prepare: the atlas copy is already 1:1
    }
    const PreparedTextures::Key key{cell.x,
                                    cell.y,
                                    cell.w,
                                    cell.h,
                                    w,
                                    h,
                                    level + (hole ? 16 : 0),
                                    packed(tint.with_alpha(255))};
    return prepared(
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
}

bool Gfx::prepared_sprite(const atlas::Cell& cell, const Rect& r, Color tint,
                          const std::optional<Rect>& hole) {
    int level = 0;
    const PreparedTextures::Lookup ready = sprite_texture(cell, r, tint, hole, level);
    const int w = static_cast<int>(r.w), h = static_cast<int>(r.h);
    if (!ready.texture) {
        return false;
    }
    SDL_SetTextureAlphaMod(ready.texture, tint.a);
    if (const std::optional<SDL_Rect> clear = hole ? clear_inside(*hole, w, h) : std::nullopt;
        clear && software_) {
        // A card's shadow: its middle was cleared for the card drawn over it. Blending goes
        // pixel by pixel even over clear pixels, so only the ring round the hole is copied (the
        // same pixels: a clear pixel blends to what lies under it).
        const float x = std::trunc(r.x), y = std::trunc(r.y);
        const SDL_Rect c = *clear;
        for (const SDL_Rect src :
             {SDL_Rect{0, 0, w, c.y}, SDL_Rect{0, c.y + c.h, w, h - c.y - c.h},
              SDL_Rect{0, c.y, c.x, c.h}, SDL_Rect{c.x + c.w, c.y, w - c.x - c.w, c.h}}) {
            if (src.w > 0 && src.h > 0) {
                const SDL_FRect dst{x + float(src.x), y + float(src.y), float(src.w), float(src.h)};
                touch(dst.x, dst.y, dst.w, dst.h);
                SDL_RenderCopyF(renderer_, ready.texture, &src, &dst);
            }
        }
        return true;
    }
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
    last_opaque_ = OpaqueSprite{
        SDL_GetRenderTarget(renderer_), ready.texture, frame_, calls_, cell, level, x, y, w, h, k};
    return true;
}

bool Gfx::veil(const atlas::Cell& cell, const Rect& r, Color tint) {
    const atlas::Cell dim = atlas::overlay(CardOverlay::Dim);
    const OpaqueSprite& under = last_opaque_;
    const int w = static_cast<int>(r.w), h = static_cast<int>(r.h);
    const float x = std::trunc(r.x), y = std::trunc(r.y);
    // Only straight after that card's own drawing call, in the same frame and picture and at
    // the same pixels: then its middle is what lies under the veil's middle.
    if (!software_ || cell.x != dim.x || cell.y != dim.y || cell.w != dim.w || cell.h != dim.h ||
        tint.r != 255 || tint.g != 255 || tint.b != 255 || under.call + 1 != calls_ ||
        under.frame != frame_ || under.target != SDL_GetRenderTarget(renderer_) || under.x != x ||
        under.y != y || under.w != w || under.h != h || under.inset < 0) {
        return false;
    }
    int level = 0;
    const PreparedTextures::Lookup overlay = sprite_texture(cell, r, tint, std::nullopt, level);
    if (!overlay.texture) {
        return false;
    }
    // The veiled card: the card's picture with the overlay blended over it exactly as it would
    // be on the table (the same copies, so the same pixels), one per face, size and veil.
    const PreparedTextures::Key key{
        under.cell.x, under.cell.y, under.cell.w, under.cell.h, w, h, under.level + 32, tint.a};
    SDL_Texture* card = under.texture;
    const PreparedTextures::Lookup veiled = prepared(sprites_, key, w, h, [&] {
        SDL_SetTextureBlendMode(card, SDL_BLENDMODE_NONE);
        SDL_RenderCopy(renderer_, card, nullptr, nullptr);
        SDL_SetTextureBlendMode(card, SDL_BLENDMODE_BLEND);
        SDL_SetTextureAlphaMod(overlay.texture, tint.a);
        SDL_RenderCopy(renderer_, overlay.texture, nullptr, nullptr);
    });
    if (!veiled.texture) {
        return false;
    }
    SDL_SetTextureAlphaMod(overlay.texture, tint.a);
    const int k = under.inset;
    auto copy = [&](SDL_Texture* t, int sx, int sy, int sw, int sh) {
        if (sw > 0 && sh > 0) {
            const SDL_Rect src{sx, sy, sw, sh};
            const SDL_FRect dst{x + float(sx), y + float(sy), float(sw), float(sh)};
            touch(dst.x, dst.y, dst.w, dst.h);
            SDL_RenderCopyF(renderer_, t, &src, &dst);
        }
    };
    // The rim, where the card's rounded corners let the table show through, blends as before.
    copy(overlay.texture, 0, 0, w, k);
    copy(overlay.texture, 0, h - k, w, k);
    copy(overlay.texture, 0, k, k, h - 2 * k);
    copy(overlay.texture, w - k, k, k, h - 2 * k);
    SDL_SetTextureBlendMode(veiled.texture, SDL_BLENDMODE_NONE);
    copy(veiled.texture, k, k, w - 2 * k, h - 2 * k);
    SDL_SetTextureBlendMode(veiled.texture, SDL_BLENDMODE_BLEND);
    ++veiled_copies_;
    return true;
}

void Gfx::sprite(const atlas::Cell& cell, const Rect& r, Color tint, float angle) {
    if (sketched("sprite", cell, r, tint, angle) || dry_) {
        return;
    }
    if (angle == 0 && (veil(cell, r, tint) || prepared_sprite(cell, r, tint, std::nullopt))) {
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
    if (text_boxes_ && alpha > 0) {
        text_boxes_->panel(r, alpha == 255 && angle == 0);
    }
    sprite(cell, r, Color{255, 255, 255, alpha}, angle);
}

void Gfx::card_back(const Rect& r, std::uint8_t alpha, float angle) {
    if (text_boxes_ && alpha > 0) {
        text_boxes_->panel(r, alpha == 255 && angle == 0);
    }
    sprite(atlas::back(), r, Color{255, 255, 255, alpha}, angle);
}

void Gfx::card_overlay(CardOverlay o, const Rect& r, std::uint8_t alpha, float angle) {
    sprite(atlas::overlay(o), r, Color{255, 255, 255, alpha}, angle);
}

void Gfx::card_shadow(const Rect& r, float angle) {
    if (sketched("shadow", r, angle) || dry_) {
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
    if (text_boxes_) { // every line it holds is recorded where it is seen
        draw(*this, r);
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
    if (text_boxes_) {
        text_boxes_->clip(r);
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
