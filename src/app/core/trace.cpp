#include "app/core/trace.hpp"

#include <chrono>
#include <cstdio>

namespace parlor::app {

namespace {
bool on_ = false;
std::chrono::steady_clock::time_point since;
} // namespace

void set_play_tracing(bool on) {
    on_ = on;
    since = std::chrono::steady_clock::now();
}

bool play_tracing() {
    return on_;
}

void trace_play(std::string_view what, std::string_view text) {
    if (!on_) {
        return;
    }
    const double t =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - since).count();
    std::printf("%.3f %.*s: %.*s\n", t, static_cast<int>(what.size()), what.data(),
                static_cast<int>(text.size()), text.data());
    std::fflush(stdout);
}

} // namespace parlor::app
