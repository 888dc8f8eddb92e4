#include "app/core/trace.hpp"

#include <cstdio>

namespace parlor::app {

namespace {
bool on_ = false;
} // namespace

void set_play_tracing(bool on) {
    on_ = on;
}

bool play_tracing() {
    return on_;
}

void trace_play(std::string_view what, std::string_view text) {
    if (!on_) {
        return;
    }
    std::printf("%.*s: %.*s\n", static_cast<int>(what.size()), what.data(),
                static_cast<int>(text.size()), text.data());
    std::fflush(stdout);
}

} // namespace parlor::app
