#include "app/table/cached_picture.hpp"

namespace parlor::app::table {

bool CachedPicture::show(Gfx& g, int w, int h, bool fresh, const std::function<void()>& paint) {
    if (!g.caching()) { // every frame painted in full (the bench's uncached figures, tests)
        return false;
    }
    SDL_Renderer* renderer = g.renderer();
    if (!texture_ || w_ != w || h_ != h) {
        texture_.reset(
            SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET, w, h));
        w_ = w;
        h_ = h;
        valid_ = false;
        if (!texture_) {
            return false;
        }
        SDL_SetTextureBlendMode(texture_.get(), SDL_BLENDMODE_NONE);
    }
    if (!valid_ || !fresh) {
        SDL_Texture* previous = SDL_GetRenderTarget(renderer);
        if (SDL_SetRenderTarget(renderer, texture_.get()) != 0) {
            texture_.reset();
            return false;
        }
        paint();
        g.clip(std::nullopt);
        SDL_SetRenderTarget(renderer, previous);
        valid_ = true;
    }
    SDL_RenderCopy(renderer, texture_.get(), nullptr, nullptr);
    return true;
}

} // namespace parlor::app::table
