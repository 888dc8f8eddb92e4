#include "app/core/window_bounds.hpp"

#include "app/core/window_size.hpp"

#include <SDL_syswm.h>

#ifdef PARLOR_HAVE_X11
#include <X11/Xatom.h>
#include <X11/Xlib.h>
#endif

namespace parlor::app {

namespace {

#if defined(PARLOR_HAVE_X11) && defined(SDL_VIDEO_DRIVER_X11)
bool x11_info(SDL_Window* window, SDL_SysWMinfo& info) {
    SDL_VERSION(&info.version);
    return SDL_GetWindowWMInfo(window, &info) == SDL_TRUE && info.subsystem == SDL_SYSWM_X11 &&
           info.info.x11.display != nullptr;
}
#endif

} // namespace

std::optional<Bounds> real_window_bounds(SDL_Window* window) {
#if defined(PARLOR_HAVE_X11) && defined(SDL_VIDEO_DRIVER_X11)
    SDL_SysWMinfo info;
    if (!x11_info(window, info)) {
        return std::nullopt;
    }
    Display* display = info.info.x11.display;
    const ::Window xwindow = info.info.x11.window;
    XWindowAttributes attributes;
    if (XGetWindowAttributes(display, xwindow, &attributes) == 0) {
        return std::nullopt;
    }
    int x = 0, y = 0;
    ::Window child = 0;
    XTranslateCoordinates(display, xwindow, attributes.root, 0, 0, &x, &y, &child);
    return Bounds{x, y, attributes.width, attributes.height};
#else
    (void)window;
    return std::nullopt;
#endif
}

bool window_manager_running(SDL_Window* window) {
#if defined(PARLOR_HAVE_X11) && defined(SDL_VIDEO_DRIVER_X11)
    SDL_SysWMinfo info;
    if (!x11_info(window, info)) {
        return true;
    }
    // An EWMH window manager names its check window on the root (_NET_SUPPORTING_WM_CHECK); the
    // fullscreen request SDL sends is EWMH, so without one nobody reads it.
    Display* display = info.info.x11.display;
    const Atom check = XInternAtom(display, "_NET_SUPPORTING_WM_CHECK", True);
    if (check == None) {
        return false;
    }
    Atom type = None;
    int format = 0;
    unsigned long items = 0, after = 0;
    unsigned char* data = nullptr;
    const int status = XGetWindowProperty(display, DefaultRootWindow(display), check, 0, 1, False,
                                          XA_WINDOW, &type, &format, &items, &after, &data);
    const bool found = status == Success && type == XA_WINDOW && items == 1;
    if (data) {
        XFree(data);
    }
    return found;
#else
    (void)window;
    return true;
#endif
}

Bounds display_bounds(SDL_Window* window) {
    SDL_Rect r{0, 0, 0, 0};
    const int index = SDL_GetWindowDisplayIndex(window);
    if (SDL_GetDisplayBounds(index < 0 ? 0 : index, &r) != 0) {
        return Bounds{};
    }
    return Bounds{r.x, r.y, r.w, r.h};
}

void fit_to_usable_area(SDL_Window* window, int w, int h, int min_w, int min_h) {
    const int index = SDL_GetWindowDisplayIndex(window);
    SDL_Rect usable{0, 0, 0, 0};
    if (SDL_GetDisplayUsableBounds(index < 0 ? 0 : index, &usable) != 0) {
        return;
    }
    // Known once the window is shown under a window manager (X11 reads _NET_FRAME_EXTENTS);
    // where SDL cannot tell, the borders stay 0 and only the usable area counts.
    WindowBorders b;
    if (SDL_GetWindowBordersSize(window, &b.top, &b.left, &b.bottom, &b.right) != 0) {
        b = WindowBorders{};
    }
    const auto fit =
        fit_window(w, h, ScreenRect{usable.x, usable.y, usable.w, usable.h}, b, min_w, min_h);
    if (!fit || (fit->w == w && fit->h == h)) {
        return;
    }
    SDL_SetWindowSize(window, fit->w, fit->h);
    SDL_SetWindowPosition(window, fit->x, fit->y);
}

} // namespace parlor::app
