#pragma once
// `parlor --size WxH`: the window's size as typed, within what a screen can show. 16384x16384
// used to be taken (4.5 GB of memory, two minutes before the first frame).

#include <optional>
#include <string_view>
#include <utility>

namespace parlor::app {

// The largest width and height --size takes: past any display made today.
inline constexpr int max_window_side = 8192;

// "1280x720" (or "1280X720"): two numbers of 2 to 5 digits, each at most max_window_side.
std::optional<std::pair<int, int>> parse_window_size(std::string_view text);

// A rectangle of the screen, in screen coordinates.
struct ScreenRect {
    int x = 0, y = 0, w = 0, h = 0;
    friend bool operator==(const ScreenRect&, const ScreenRect&) = default;
};

// The frame a window manager draws around a window (its title bar on top), in pixels; all 0
// where it is not known (before the window is shown, or without a window manager).
struct WindowBorders {
    int top = 0, left = 0, bottom = 0, right = 0;
};

// The first window, `w` x `h` as asked, made to fit the display's usable area (the screen less
// its panels and docks) with its borders: a 1920x1080 window on a 1920x1080 screen once put the
// menu bar's bottom off the screen under its title bar. The window keeps its size where it fits;
// else it shrinks to the room left (never below `min_w` x `min_h`) and is centred in it. Its
// client area is returned (the borders lie outside it); nothing when the usable area is unknown
// (empty), so the window stays as asked.
std::optional<ScreenRect> fit_window(int w, int h, ScreenRect usable, WindowBorders borders,
                                     int min_w, int min_h);

} // namespace parlor::app
