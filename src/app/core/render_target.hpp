#pragma once
// Draws into a texture for the life of a scope, then hands the renderer back exactly as it was:
// the previous target and its clip rectangle. SDL resets the clip whenever the target changes,
// so a texture prepared in the middle of a clipped draw would otherwise lose the caller's clip.

#include <SDL.h>

namespace parlor::app {

class TargetScope {
  public:
    TargetScope(SDL_Renderer* renderer, SDL_Texture* target)
        : renderer_(renderer), previous_(SDL_GetRenderTarget(renderer)),
          clipped_(SDL_RenderIsClipEnabled(renderer) == SDL_TRUE) {
        SDL_RenderGetClipRect(renderer, &clip_);
        ok_ = SDL_SetRenderTarget(renderer, target) == 0;
    }
    ~TargetScope() {
        SDL_SetRenderTarget(renderer_, previous_);
        SDL_RenderSetClipRect(renderer_, clipped_ ? &clip_ : nullptr);
    }
    TargetScope(const TargetScope&) = delete;
    TargetScope& operator=(const TargetScope&) = delete;

    // False when the renderer cannot draw into that texture (nothing was drawn).
    bool ok() const { return ok_; }

  private:
    SDL_Renderer* renderer_;
    SDL_Texture* previous_;
    bool clipped_;
    SDL_Rect clip_{};
    bool ok_ = false;
};

} // namespace parlor::app
