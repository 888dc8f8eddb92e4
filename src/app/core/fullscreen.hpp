#pragma once
// F11: the window fills its display, and the second press puts it back where it was, whatever
// the window manager does. Where one runs, SDL's fullscreen request goes to it; where none does
// (kiosks, some tiling set-ups, Xvfb) or it ignores the request, the window is made borderless
// and placed over the display's bounds by hand.

#include "app/core/window_bounds.hpp"

#include <SDL.h>

namespace parlor::app {

class FullscreenWindow {
  public:
    explicit FullscreenWindow(SDL_Window* window) : window_(window) {}

    bool on() const;
    // May wait up to half a second for a window manager to carry the request out.
    void set(bool on);

    // How the window is fullscreen now (tests and --trace-window report it).
    enum class Mode { Windowed, ByWindowManager, Placed };
    Mode mode() const { return mode_; }

  private:
    // Pumps events until the window's real size is `target`'s, for at most `ms`.
    bool wait_for_size(const Bounds& target, int ms);
    void place(const Bounds& b);

    SDL_Window* window_;
    Mode mode_ = Mode::Windowed;
    Bounds windowed_{}; // where the window was before
};

const char* to_string(FullscreenWindow::Mode mode);

} // namespace parlor::app
