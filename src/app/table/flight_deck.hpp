#pragma once
// Cards in the air: a card flies from where it lay to where the rules put it (dealing, drawing,
// playing, capturing). Flights are found by comparing the table's rows before and after a move
// (a card that left one zone and arrived in another flies between them), or launched from a
// deck for a deal. Until its batch has landed, a flying card is drawn in the air and not yet in
// its row. Any input lands every card at once; with animations off nothing flies. Time comes
// from the table's fixed-step updates.

#include "app/table/card_row.hpp"

#include <map>
#include <vector>

namespace parlor::app::table {

// Seconds. Short on purpose: the animation shows where a card went, it never makes anyone wait.
inline constexpr double move_seconds = 0.28;
inline constexpr double deal_seconds = 0.22;
inline constexpr double deal_stagger_seconds = 0.045;
inline constexpr double longest_deal_seconds = 0.9; // a big deal goes faster per card

struct Flight {
    Card card;
    int zone = 0; // where it lands
    Rect from;
    Rect to;
    double delay = 0; // seconds before it leaves
    double duration = move_seconds;
    double elapsed = 0;
    bool face_up_at_start = true;
    bool face_up_at_end = true;

    bool landed() const { return elapsed >= delay + duration; }
    bool waiting() const { return elapsed < delay; }
    double progress() const; // 0..1, eased: fast off the pile, gentle on landing
    Rect where() const;
    bool face_up() const { return progress() < 0.5 ? face_up_at_start : face_up_at_end; }
};

class FlightDeck {
  public:
    void set_enabled(bool enabled);
    bool enabled() const { return enabled_; }
    // Seconds of flight per second of the clock (the Animations setting's speed).
    void set_pace(double pace) { pace_ = pace; }
    // How long a card of a move (fly_moves) is in the air: move_seconds unless the table asks
    // for quicker (a run of computer turns at a big table).
    void set_move_seconds(double seconds) { move_seconds_ = seconds; }

    // Adds a flight; with animations off it lands at once (nothing is kept).
    void launch(const Flight& flight);
    // Every card that is in a row of `before` and not in that zone in `after`, and arrives in
    // another zone of `after`, flies from its old box to its new one.
    void fly_moves(const std::vector<CardRow>& before, const std::vector<CardRow>& after);
    // A deal: every card of `rows` flies from `deck`, face down, one at a time taking the rows in
    // turn (the first row's first card, the second row's first card, ...).
    void fly_deal(const Rect& deck, const std::vector<const CardRow*>& rows);

    void update(double seconds);
    void finish_all() { flights_.clear(); }
    bool flying() const { return !flights_.empty(); }
    const std::vector<Flight>& flights() const { return flights_; }

    // How many copies of each card are still on their way to `zone`.
    std::map<Card, int> arrivals(int zone) const;
    // For each card of `row`, true when it is still in the air (the last copies of a card are
    // the ones arriving: new cards join at the end).
    std::vector<bool> in_the_air(const CardRow& row) const;

  private:
    std::vector<Flight> flights_;
    bool enabled_ = true;
    double pace_ = 1.0;
    double move_seconds_ = move_seconds;
};

} // namespace parlor::app::table
