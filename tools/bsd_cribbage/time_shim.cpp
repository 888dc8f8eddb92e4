// LD_PRELOAD shim for BSD cribbage: time() answers PARLOR_FIXED_TIME, so the program's
// srand(time) seeding is chosen by the harness and every game can be replayed.

#include <cstdlib>
#include <ctime>

extern "C" time_t time(time_t* out) {
    const char* fixed = std::getenv("PARLOR_FIXED_TIME");
    const time_t now = fixed != nullptr ? static_cast<time_t>(std::atoll(fixed)) : 0;
    if (out != nullptr) {
        *out = now;
    }
    return now;
}
