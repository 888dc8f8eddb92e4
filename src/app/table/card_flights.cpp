#include "app/table/card_flights.hpp"

#include <cmath>

namespace parlor::app::table {

double FlightPath::progress() const {
    if (duration <= 0) {
        return 1.0;
    }
    const double t = std::clamp((elapsed - delay) / duration, 0.0, 1.0);
    // Ease out: fast off the pile, gentle on landing.
    const double u = 1.0 - t;
    return 1.0 - u * u * u;
}

Box FlightPath::where() const {
    const double p = progress();
    auto mix = [p](int a, int b) { return static_cast<int>(std::lround(a + (b - a) * p)); };
    return Box{mix(from.x, dest.x), mix(from.y, dest.y), mix(from.w, dest.w), mix(from.h, dest.h)};
}

} // namespace parlor::app::table
