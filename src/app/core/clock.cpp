#include "app/core/clock.hpp"

#include <SDL.h>

namespace parlor::app {

double SystemClock::now_seconds() {
    static const double frequency = static_cast<double>(SDL_GetPerformanceFrequency());
    return static_cast<double>(SDL_GetPerformanceCounter()) / frequency;
}

} // namespace parlor::app
