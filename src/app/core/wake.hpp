#pragma once
// Waking the loop from another thread. The loop sleeps in SDL_WaitEventTimeout while nothing
// moves; a worker whose answer is ready calls wake_the_loop(), which posts an event, so the
// loop runs its scene's update at once instead of at its next timeout.

#include <cstdint>

namespace parlor::app {

// Safe from any thread; does nothing before SDL's event queue exists.
void wake_the_loop();

// Wake-ups posted so far (tests).
std::uint64_t wake_ups_posted();

// True for the event wake_the_loop() posts.
bool is_wake_up(std::uint32_t event_type);

// Worker's jobs running now, counted from any thread (Worker calls these around each job).
void job_started();
void job_ended();

// Blocks until no Worker job is running, or `ms` milliseconds have passed; true when none runs.
// For tests that step the window by hand: they wait only while the computer or the help is
// thinking, and are woken the moment it has answered, where a fixed sleep each frame made a
// game of computer turns mostly sleep (a millisecond asked is several on a loaded machine).
bool wait_for_jobs(int ms);

} // namespace parlor::app
