#include "app/core/renderer_choice.hpp"

#include <string>

namespace parlor::app {

namespace {

// Asks the current OpenGL context who draws (GL_RENDERER).
bool rasterises_on_cpu(SDL_Renderer* renderer) {
    SDL_RendererInfo info{};
    if (SDL_GetRendererInfo(renderer, &info) != 0 || !info.name) {
        return false;
    }
    const std::string name = info.name;
    if (name.rfind("opengl", 0) != 0) {
        return false; // not GL: a real accelerated API
    }
    using GetString = const unsigned char* (*)(unsigned int);
    auto get_string = reinterpret_cast<GetString>(SDL_GL_GetProcAddress("glGetString"));
    if (!get_string) {
        return false;
    }
    constexpr unsigned int gl_renderer = 0x1F01;
    const auto* text = get_string(gl_renderer);
    if (!text) {
        return false;
    }
    const std::string who = reinterpret_cast<const char*>(text);
    for (const char* cpu : {"llvmpipe", "softpipe", "Software Rasterizer", "swrast"}) {
        if (who.find(cpu) != std::string::npos) {
            return true;
        }
    }
    return false;
}

} // namespace

RendererPtr create_renderer(SDL_Window* window, std::string_view choice) {
    RendererPtr renderer;
    if (choice != "software") {
        renderer.reset(
            SDL_CreateRenderer(window, -1, SDL_RENDERER_ACCELERATED | SDL_RENDERER_PRESENTVSYNC));
        if (renderer && choice == "auto" && rasterises_on_cpu(renderer.get())) {
            renderer.reset();
        }
    }
    if (!renderer) {
        // Present straight to the window's native framebuffer (XShm on X11), not through a
        // hidden OpenGL texture.
        SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0");
        renderer.reset(SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE));
    }
    return renderer;
}

} // namespace parlor::app
