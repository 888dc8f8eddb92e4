#pragma once
// Short card animations: a card flies from where it was to where the rules put it (dealing,
// drawing, discarding, playing). Until the last card of a batch has landed, the table leaves the
// landing places empty and the flights draw the cards there.
// Any input finishes every flight at once, and with animations off nothing flies at all.
// Time comes from the caller's fixed-step updates (no clock is read here). Each game names its
// own landing places (`Place`, an enum of the table).

#include "app/table/box.hpp"
#include "parlor/cards/card.hpp"

#include <algorithm>
#include <vector>

namespace parlor::app::table {

using parlor::cards::Card;

// Seconds. Short on purpose: the animation shows where a card went, it never makes anyone wait.
inline constexpr double deal_seconds = 0.22;
inline constexpr double deal_stagger_seconds = 0.045;
inline constexpr double draw_seconds = 0.3;
inline constexpr double discard_seconds = 0.26;

// The path of one flight: where from, where to, when.
struct FlightPath {
    Box from;
    Box dest;
    double delay = 0; // seconds before it leaves
    double duration = draw_seconds;
    double elapsed = 0; // seconds since launch (delay included)

    bool landed() const { return elapsed >= delay + duration; }
    double progress() const; // 0..1, eased
    Box where() const;       // the box to draw now
};

template <class Place> struct Flight : FlightPath {
    Card card;
    Place to{};
    bool face_up_at_start = true;
    bool face_up_at_end = true;

    bool face_up() const { return progress() < 0.5 ? face_up_at_start : face_up_at_end; }
};

template <class Place> class CardFlights {
  public:
    using FlightT = Flight<Place>;

    void set_enabled(bool enabled) {
        enabled_ = enabled;
        if (!enabled_) {
            finish_all();
        }
    }
    bool enabled() const { return enabled_; }

    // Adds a flight; with animations off it lands at once (nothing is kept).
    void launch(const FlightT& flight) {
        if (enabled_ && !flight.landed()) {
            flights_.push_back(flight);
        }
    }
    void update(double seconds) {
        for (FlightT& f : flights_) {
            f.elapsed += seconds;
        }
        // A batch (a deal, a draw and its discard) ends together: a card that has landed stays
        // in the list, drawn at its place, until the last one lands. The table's picture
        // underneath then changes once per batch, not once per card.
        if (std::all_of(flights_.begin(), flights_.end(),
                        [](const FlightT& f) { return f.landed(); })) {
            flights_.clear();
        }
    }
    void finish_all() { flights_.clear(); }
    bool busy() const { return !flights_.empty(); }

    const std::vector<FlightT>& flights() const { return flights_; }
    // How many copies of `card` are still on their way to `place` (the table skips drawing
    // that many copies there).
    int in_flight_to(Place place, Card card) const {
        return static_cast<int>(
            std::count_if(flights_.begin(), flights_.end(),
                          [&](const FlightT& f) { return f.to == place && f.card == card; }));
    }
    // How many cards are still on their way to `place`.
    int in_flight_to(Place place) const {
        return static_cast<int>(std::count_if(flights_.begin(), flights_.end(),
                                              [&](const FlightT& f) { return f.to == place; }));
    }

  private:
    std::vector<FlightT> flights_;
    bool enabled_ = true;
};

} // namespace parlor::app::table
