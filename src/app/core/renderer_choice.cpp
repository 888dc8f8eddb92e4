#include "app/core/renderer_choice.hpp"

#include <algorithm>
#include <filesystem>
#include <vector>

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

RendererPtr accelerated(SDL_Window* window) {
    return RendererPtr(
        SDL_CreateRenderer(window, -1, SDL_RENDERER_ACCELERATED | SDL_RENDERER_PRESENTVSYNC));
}

RendererPtr software(SDL_Window* window) {
    // Present straight to the window's native framebuffer (XShm on X11), not through a hidden
    // OpenGL texture.
    SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0");
    return RendererPtr(SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE));
}

} // namespace

std::string graphics_devices() {
#ifdef __linux__
    std::vector<std::string> found;
    std::error_code ec;
    for (const auto& entry : std::filesystem::directory_iterator("/dev/dri", ec)) {
        found.push_back(entry.path().string());
    }
    for (const auto& entry : std::filesystem::directory_iterator("/dev", ec)) {
        if (entry.path().filename().string().rfind("nvidia", 0) == 0) {
            found.push_back(entry.path().string());
        }
    }
    std::sort(found.begin(), found.end());
    std::string devices;
    for (const std::string& d : found) {
        devices += (devices.empty() ? "" : " ") + d;
    }
    return devices;
#else
    return "unknown";
#endif
}

const char* to_string(RendererDecision decision) {
    switch (decision) {
    case RendererDecision::Asked:
        return "as asked";
    case RendererDecision::NoDevice:
        return "no graphics device";
    case RendererDecision::Remembered:
        return "remembered";
    case RendererDecision::Probed:
        return "probed";
    }
    return "?";
}

RendererChoice create_renderer(SDL_Window* window, std::string_view choice, RendererProbe& probe,
                               const std::string& devices) {
    RendererChoice made;
    if (choice == "gpu") {
        made.renderer = accelerated(window);
    } else if (choice == "auto") {
        if (devices.empty()) {
            made.decision = RendererDecision::NoDevice;
        } else if (!probe.answer.empty() && probe.devices == devices) {
            made.decision = RendererDecision::Remembered;
            if (probe.answer == "gpu") {
                made.renderer = accelerated(window);
            }
        } else {
            made.decision = RendererDecision::Probed;
            made.renderer = accelerated(window);
            const bool cpu = made.renderer && rasterises_on_cpu(made.renderer.get());
            probe = RendererProbe{devices, made.renderer && !cpu ? "gpu" : "software"};
            if (cpu) {
                made.renderer.reset();
            }
        }
    }
    if (!made.renderer) {
        made.renderer = software(window);
    }
    return made;
}

} // namespace parlor::app
