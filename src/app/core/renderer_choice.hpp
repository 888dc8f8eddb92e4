#pragma once
// Which SDL renderer draws: the accelerated one where a GPU is present, SDL's software renderer
// otherwise (or when asked). An OpenGL that rasterises on the CPU (Mesa's llvmpipe, as on a
// machine without a GPU or under Xvfb) counts as no GPU: SDL's software renderer draws this game
// several times faster and without loading a GL driver.
//
// "auto" decides without loading a GL driver where it can, since one loaded to be asked stays
// loaded (llvmpipe: some 60 MB) and slows the first frame: with no graphics device node
// (/dev/dri, /dev/nvidia*) there is no GPU to find; with the same devices as the last time it
// asked, the answer is the one it got then (kept in the settings).

#include "app/core/sdl_ptrs.hpp"
#include "app/core/settings.hpp"

#include <string>
#include <string_view>

namespace parlor::app {

// The graphics device nodes of this machine, sorted and space-separated ("" when none; always ""
// off Linux, where the probe decides).
std::string graphics_devices();

// How "auto" was decided (for --report-startup and the tests).
enum class RendererDecision { Asked, NoDevice, Remembered, Probed };
const char* to_string(RendererDecision decision);

struct RendererChoice {
    RendererPtr renderer; // null (with SDL's error set) only when no renderer can be made
    RendererDecision decision = RendererDecision::Asked;
};

// choice: "auto", "gpu" (accelerated, software only if none can be made) or "software".
// `probe` is what "auto" remembered; it is updated when "auto" had to ask the driver.
RendererChoice create_renderer(SDL_Window* window, std::string_view choice, RendererProbe& probe,
                               const std::string& devices = graphics_devices());

} // namespace parlor::app
