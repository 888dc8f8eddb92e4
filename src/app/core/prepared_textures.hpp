#pragma once
// Pictures prepared once at the size they are drawn, so a repaint copies them 1:1 instead of
// stretching and filtering atlas cells again (the software renderer's slowest path: a scaled,
// blended copy goes through two zero-filled temporary surfaces every time).
//
// A key names what is drawn and at which pixel size. Something is prepared only when it is asked
// for on a second frame: a card flying with a size that changes every frame would otherwise fill
// the cache with pictures used once. The cache holds at most `pixel_budget` pixels and drops the
// least recently used pictures beyond that.

#include "app/core/sdl_ptrs.hpp"

#include <array>
#include <cstddef>
#include <cstdint>
#include <unordered_map>

namespace parlor::app {

class PreparedTextures {
  public:
    using Key = std::array<std::int32_t, 8>;

    explicit PreparedTextures(std::size_t pixel_budget) : budget_(pixel_budget) {}

    struct Lookup {
        SDL_Texture* texture = nullptr; // ready to copy
        bool prepare = false;           // not ready, but worth preparing now
        int opaque_inset = -1; // the picture inset by this many pixels is opaque (-1: unknown)
    };
    Lookup lookup(const Key& key, std::uint64_t frame);
    // Keeps a prepared picture of w x h pixels (a null texture is remembered as "cannot prepare").
    Lookup store(const Key& key, TexturePtr texture, int w, int h, int opaque_inset,
                 std::uint64_t frame);

    void clear();
    // A new budget, kept from the next picture stored on.
    void set_budget(std::size_t pixel_budget) { budget_ = pixel_budget; }
    std::size_t budget() const { return budget_; }
    std::size_t pixels() const { return pixels_; }
    std::size_t size() const { return entries_.size(); }

  private:
    struct KeyHash {
        std::size_t operator()(const Key& k) const;
    };
    struct Entry {
        TexturePtr texture;
        std::size_t pixels = 0;
        std::uint64_t first_asked = 0;
        std::uint64_t last_used = 0;
        int opaque_inset = -1;
        bool failed = false;
    };
    void evict(std::uint64_t frame);

    std::size_t budget_;
    std::size_t pixels_ = 0;
    std::unordered_map<Key, Entry, KeyHash> entries_;
};

} // namespace parlor::app
