#include "app/core/window_bounds.hpp"

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

} // namespace parlor::app
