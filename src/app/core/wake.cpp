#include "app/core/wake.hpp"

#include <SDL.h>

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <mutex>

namespace parlor::app {

namespace {
std::atomic<std::uint64_t> posted{0};

std::mutex jobs_mutex;
std::condition_variable jobs_done;
int jobs_running = 0; // guarded by jobs_mutex
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

void job_started() {
    const std::lock_guard lock(jobs_mutex);
    ++jobs_running;
}

void job_ended() {
    {
        const std::lock_guard lock(jobs_mutex);
        --jobs_running;
    }
    jobs_done.notify_all();
}

bool wait_for_jobs(int ms) {
    std::unique_lock lock(jobs_mutex);
    return jobs_done.wait_for(lock, std::chrono::milliseconds(ms),
                              [] { return jobs_running == 0; });
}

} // namespace parlor::app
