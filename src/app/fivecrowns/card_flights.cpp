#include "app/fivecrowns/card_flights.hpp"

#include <algorithm>
#include <cmath>

namespace parlor::app::fivecrowns_table {

double Flight::progress() const {
    if (duration <= 0) {
        return 1.0;
    }
    const double t = std::clamp((elapsed - delay) / duration, 0.0, 1.0);
    // Ease out: fast off the pile, gentle on landing.
    const double u = 1.0 - t;
    return 1.0 - u * u * u;
}

Box Flight::where() const {
    const double p = progress();
    auto mix = [p](int a, int b) { return static_cast<int>(std::lround(a + (b - a) * p)); };
    return Box{mix(from.x, dest.x), mix(from.y, dest.y), mix(from.w, dest.w), mix(from.h, dest.h)};
}

bool Flight::face_up() const {
    return progress() < 0.5 ? face_up_at_start : face_up_at_end;
}

void CardFlights::set_enabled(bool enabled) {
    enabled_ = enabled;
    if (!enabled_) {
        finish_all();
    }
}

void CardFlights::launch(const Flight& flight) {
    if (enabled_ && !flight.landed()) {
        flights_.push_back(flight);
    }
}

void CardFlights::update(double seconds) {
    for (Flight& f : flights_) {
        f.elapsed += seconds;
    }
    // A batch (a deal, a draw and its discard) ends together: a card that has landed stays in
    // the list, drawn at its place, until the last one lands. The table's picture underneath
    // then changes once per batch, not once per card.
    if (std::all_of(flights_.begin(), flights_.end(), [](const Flight& f) { return f.landed(); })) {
        flights_.clear();
    }
}

int CardFlights::in_flight_to(Place place, Card card) const {
    return static_cast<int>(std::count_if(flights_.begin(), flights_.end(), [&](const Flight& f) {
        return f.to == place && f.card == card;
    }));
}

int CardFlights::in_flight_to(Place place) const {
    return static_cast<int>(std::count_if(flights_.begin(), flights_.end(),
                                          [&](const Flight& f) { return f.to == place; }));
}

} // namespace parlor::app::fivecrowns_table
