#include "app/core/fullscreen.hpp"

namespace parlor::app {

bool FullscreenWindow::on() const {
    switch (mode_) {
    case Mode::Windowed:
        return false;
    case Mode::Placed:
        return true;
    case Mode::ByWindowManager:
        // The player may have left it through the window manager (its own key or menu).
        return (SDL_GetWindowFlags(window_) & SDL_WINDOW_FULLSCREEN) != 0;
    }
    return false;
}

void FullscreenWindow::set(bool want) {
    if (want == on()) {
        return;
    }
    if (want) {
        SDL_GetWindowPosition(window_, &windowed_.x, &windowed_.y);
        SDL_GetWindowSize(window_, &windowed_.w, &windowed_.h);
        const Bounds screen = display_bounds(window_);
        if (window_manager_running(window_)) {
            SDL_SetWindowFullscreen(window_, SDL_WINDOW_FULLSCREEN_DESKTOP);
            if (wait_for_size(screen, 500)) {
                mode_ = Mode::ByWindowManager;
                return;
            }
            // Ignored: SDL believes the window is fullscreen and lays out for the display while
            // the window kept its size. Take the request back, then do it by hand.
            SDL_SetWindowFullscreen(window_, 0);
        }
        place(screen);
        mode_ = Mode::Placed;
        return;
    }
    if (mode_ == Mode::Placed) {
        SDL_SetWindowBordered(window_, SDL_TRUE);
        place(windowed_);
    } else {
        SDL_SetWindowFullscreen(window_, 0);
    }
    mode_ = Mode::Windowed;
}

bool FullscreenWindow::wait_for_size(const Bounds& target, int ms) {
    const Uint64 until = SDL_GetTicks64() + static_cast<Uint64>(ms);
    while (true) {
        SDL_PumpEvents(); // the events stay queued for the loop
        const auto real = real_window_bounds(window_);
        if (!real) {
            return true; // nothing to ask but SDL: trust it
        }
        if (real->w == target.w && real->h == target.h) {
            return true;
        }
        if (SDL_GetTicks64() >= until) {
            return false;
        }
        SDL_Delay(10);
    }
}

void FullscreenWindow::place(const Bounds& b) {
    if (mode_ != Mode::Placed) {
        SDL_SetWindowBordered(window_, SDL_FALSE);
    }
    SDL_SetWindowPosition(window_, b.x, b.y);
    SDL_SetWindowSize(window_, b.w, b.h);
    SDL_RaiseWindow(window_);
    wait_for_size(b, 500);
}

const char* to_string(FullscreenWindow::Mode mode) {
    switch (mode) {
    case FullscreenWindow::Mode::Windowed:
        return "windowed";
    case FullscreenWindow::Mode::ByWindowManager:
        return "window-manager";
    case FullscreenWindow::Mode::Placed:
        return "placed";
    }
    return "?";
}

} // namespace parlor::app
