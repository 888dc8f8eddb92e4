#pragma once
// Where the window really is. SDL reports the size it asked for when it turns fullscreen on, even
// where no window manager carries the request out (then the window keeps its old size on the
// screen). On X11 these ask the X server itself; elsewhere they trust SDL.

#include <SDL.h>

#include <optional>

namespace parlor::app {

struct Bounds {
    int x = 0, y = 0, w = 0, h = 0;
    friend bool operator==(const Bounds&, const Bounds&) = default;
};

// The window's position (of its drawable, in screen coordinates) and size as the display server
// has them; nullopt where that cannot be asked (not X11).
std::optional<Bounds> real_window_bounds(SDL_Window* window);

// False only where it is known that no window manager runs (an X server without one, as in a
// kiosk or under Xvfb): requests such as fullscreen are then carried out by nobody.
bool window_manager_running(SDL_Window* window);

// The bounds of the display the window is on.
Bounds display_bounds(SDL_Window* window);

// Shrinks a window asked for at `w` x `h` to the usable area of its display, less the window
// manager's frame where SDL knows it (fit_window in window_size.hpp); a window that fits is left
// as it is.
void fit_to_usable_area(SDL_Window* window, int w, int h, int min_w, int min_h);

} // namespace parlor::app
