#pragma once
// A table's picture kept in a texture: painted again only when what it shows changes (the
// caller's key), otherwise a frame is one copy. Steady frames then cost next to nothing on the
// software renderer, which is what keeps an idle table cheap.

#include "app/core/gfx.hpp"
#include "app/core/sdl_ptrs.hpp"

#include <functional>
#include <optional>

namespace parlor::app::table {

class CachedPicture {
  public:
    // Copies the picture to the window, painting it first with `paint` when `fresh` is false or
    // the size changed. Returns false when no render target is available (the caller then
    // paints straight to the window).
    bool show(Gfx& g, int w, int h, bool fresh, const std::function<void()>& paint);
    void forget() { valid_ = false; }

  private:
    TexturePtr texture_;
    int w_ = 0;
    int h_ = 0;
    bool valid_ = false;
};

// A CachedPicture that knows what it shows: `Key` is everything the picture depends on (sizes,
// versions, the hovered card ...); the picture is painted again when the key changes.
template <class Key> class KeyedPicture {
  public:
    void show(Gfx& g, int w, int h, const Key& key, const std::function<void()>& paint) {
        const bool fresh = key_ && *key_ == key;
        if (!picture_.show(g, w, h, fresh, paint)) {
            paint(); // no render target: paint straight to the window
        }
        key_ = key;
    }
    // Paints afresh next time (the settings may change what the table shows).
    void forget() { key_.reset(); }

  private:
    CachedPicture picture_;
    std::optional<Key> key_;
};

} // namespace parlor::app::table
