// Gfx's shapes: plain and translucent fills, outlines and lines, the rounded shapes made of
// prepared corners (nine_slice), soft shadows, discs and rings.
#include "app/core/gfx_draw_calls.hpp"

#include <algorithm>
#include <cmath>

namespace parlor::app {

using gfx_detail::packed;
using gfx_detail::to_sdl;

namespace {

// The length of each edge prepared for a soft shadow; longer edges repeat it (the shadow does
// not change along an edge).
constexpr int slice_edge_len = 64;

} // namespace

void Gfx::clear(Color c) {
    if (sketched("clear", c) || dry_) {
        return;
    }
    bare_felt_ = false;
    SDL_SetRenderDrawColor(renderer_, c.r, c.g, c.b, c.a);
    SDL_RenderClear(renderer_);
}

void Gfx::fill(const Rect& r, Color c) {
    if (text_boxes_ && c.a > 0) {
        text_boxes_->panel(r, c.a == 255);
    }
    plain_fill(r, c);
}

void Gfx::plain_fill(const Rect& r, Color c) {
    if (sketched("fill", r, c) || dry_) {
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
            plain_fill(Rect{0, 0, float(w), float(h)}, c);
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
    plain_fill(Rect{r.x, r.y, r.w, t}, c);
    plain_fill(Rect{r.x, r.bottom() - t, r.w, t}, c);
    plain_fill(Rect{r.x, r.y + t, t, r.h - 2 * t}, c);
    plain_fill(Rect{r.right() - t, r.y + t, t, r.h - 2 * t}, c);
}

void Gfx::line(Point a, Point b, Color c) {
    if (sketched("line", a, b, c) || dry_) {
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
    if (sketched("slice", cell, corner, r, radius, c, static_cast<int>(middle)) || dry_) {
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
            plain_fill(Rect{x0, y0, x1 - x0, y1 - y0}, c);
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
    if (text_boxes_ && !sketching_ && c.a > 0) {
        text_boxes_->panel(r, c.a == 255);
    }
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

} // namespace parlor::app
