#pragma once
// Internal to the drawing sources (gfx*.cpp): the bytes of a drawing call's arguments, from which
// a still level's fingerprint is made (Gfx::sketched), and a Rect as SDL takes it.

#include "app/core/gfx.hpp"

#include <optional>
#include <string>
#include <string_view>

namespace parlor::app::gfx_detail {

inline std::int32_t packed(Color c) {
    return static_cast<std::int32_t>((std::uint32_t{c.r} << 24) | (std::uint32_t{c.g} << 16) |
                                     (std::uint32_t{c.b} << 8) | std::uint32_t{c.a});
}

// The bytes of a drawing call's arguments, for a still level's fingerprint.
inline void put(std::string& out, int v) {
    out.append(reinterpret_cast<const char*>(&v), sizeof v);
}
inline void put(std::string& out, float v) {
    out.append(reinterpret_cast<const char*>(&v), sizeof v);
}
inline void put(std::string& out, std::string_view v) {
    put(out, static_cast<int>(v.size()));
    out.append(v);
}
inline void put(std::string& out, const char* tag) {
    put(out, std::string_view(tag));
}
inline void put(std::string& out, Color c) {
    put(out, packed(c));
}
inline void put(std::string& out, Point p) {
    put(out, p.x), put(out, p.y);
}
inline void put(std::string& out, const Rect& r) {
    put(out, r.x), put(out, r.y), put(out, r.w), put(out, r.h);
}
inline void put(std::string& out, const std::optional<Rect>& r) {
    put(out, r.has_value() ? 1 : 0);
    if (r) {
        put(out, *r);
    }
}
inline void put(std::string& out, const atlas::Cell& c) {
    put(out, c.x), put(out, c.y), put(out, c.w), put(out, c.h);
}

inline SDL_FRect to_sdl(const Rect& r) {
    return SDL_FRect{r.x, r.y, r.w, r.h};
}

} // namespace parlor::app::gfx_detail

namespace parlor::app {

// While a still level is sketched, a drawing call adds its name and arguments to the fingerprint
// instead of drawing (true); otherwise it draws (false). Every drawing call passes here first.
template <typename... Args> bool Gfx::sketched(Args... args) {
    if (!sketching_) {
        ++calls_; // what was drawn before this call may be covered now (veil())
        return false;
    }
    std::string bytes;
    (gfx_detail::put(bytes, args), ...);
    sketch_bytes(bytes.data(), bytes.size());
    return true;
}

} // namespace parlor::app
