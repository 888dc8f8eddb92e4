#pragma once
// Short card animations: a card flies from where it was to where the rules put it (dealing,
// drawing, discarding). Until the last card of a batch has landed, the table leaves the landing
// places empty and the flights draw the cards there.
// Any input finishes every flight at once, and with animations off nothing flies at all.
// Time comes from the caller's fixed-step updates (no clock is read here).

#include "app/fivecrowns/box.hpp"
#include "parlor/games/fivecrowns/cards.hpp"

#include <vector>

namespace parlor::app::fivecrowns_table {

using parlor::cards::Card;

enum class Place { Stock, Discard, HumanHand, ComputerHand };

// Seconds. Short on purpose: the animation shows where a card went, it never makes anyone wait.
inline constexpr double deal_seconds = 0.22;
inline constexpr double deal_stagger_seconds = 0.045;
inline constexpr double draw_seconds = 0.3;
inline constexpr double discard_seconds = 0.26;

struct Flight {
    Card card;
    Place to = Place::Discard;
    Box from;
    Box dest;
    bool face_up_at_start = true;
    bool face_up_at_end = true;
    double delay = 0; // seconds before it leaves
    double duration = draw_seconds;
    double elapsed = 0; // seconds since launch (delay included)

    bool landed() const { return elapsed >= delay + duration; }
    double progress() const; // 0..1, eased
    Box where() const;       // the box to draw now
    bool face_up() const;    // turns over half way
};

class CardFlights {
  public:
    void set_enabled(bool enabled);
    bool enabled() const { return enabled_; }

    // Adds a flight; with animations off it lands at once (nothing is kept).
    void launch(const Flight& flight);
    void update(double seconds);
    void finish_all() { flights_.clear(); }
    bool busy() const { return !flights_.empty(); }

    const std::vector<Flight>& flights() const { return flights_; }
    // How many copies of `card` are still on their way to `place` (the table skips drawing
    // that many copies there).
    int in_flight_to(Place place, Card card) const;
    // How many cards are still on their way to `place`.
    int in_flight_to(Place place) const;

  private:
    std::vector<Flight> flights_;
    bool enabled_ = true;
};

} // namespace parlor::app::fivecrowns_table
