#include "app/core/wake.hpp"

#include <SDL.h>

#include <atomic>

namespace parlor::app {

namespace {
std::atomic<std::uint64_t> posted{0};
} // namespace

void wake_the_loop() {
    SDL_Event event{};
    event.type = SDL_USEREVENT; // Parlor posts no other user event
    if (SDL_PushEvent(&event) == 1) {
        ++posted;
    }
}

std::uint64_t wake_ups_posted() {
    return posted.load();
}

bool is_wake_up(std::uint32_t event_type) {
    return event_type == SDL_USEREVENT;
}

} // namespace parlor::app
