#pragma once
// Which SDL renderer draws: the accelerated one where a GPU is present, SDL's software renderer
// otherwise (or when asked). An OpenGL that rasterises on the CPU (Mesa's llvmpipe, as on a
// machine without a GPU or under Xvfb) counts as no GPU: SDL's software renderer draws this game
// several times faster and without loading a GL driver.

#include "app/core/sdl_ptrs.hpp"

#include <string_view>

namespace parlor::app {

// choice: "auto", "gpu" (accelerated, software only if none can be made) or "software".
// Returns null (with SDL's error set) only when no renderer at all can be made.
RendererPtr create_renderer(SDL_Window* window, std::string_view choice);

} // namespace parlor::app
