#pragma once
// The last guard of a computer's turn. A computer seat that is due while nothing runs for it (no
// decision being worked out, no cards in the air, no animation of the game's) is a bug
// somewhere; after `limit_seconds` of that the table plays the kit's fallback and says so, so
// such a bug costs the player a pause, never the game. Plain C++ (no SDL).

#include <algorithm>
#include <optional>

namespace parlor::app::table {

class TurnWatchdog {
  public:
    static constexpr double limit_seconds = 5.0;
    // The most one gap between two updates counts: the loop updates a scene at least every
    // App::idle_wake_seconds, so a longer gap is time the table was covered (the pause menu).
    static constexpr double longest_gap_seconds = 0.5;

    // Called on every update with the loop clock's time and whether the computer is stalled now.
    // True once it has been stalled for limit_seconds; then it starts counting afresh.
    bool stalled_too_long(double now, bool stalled) {
        const double gap = last_ ? std::clamp(now - *last_, 0.0, longest_gap_seconds) : 0.0;
        last_ = now;
        if (!stalled) {
            stalled_for_ = 0;
            was_stalled_ = false;
            return false;
        }
        if (was_stalled_) {
            stalled_for_ += gap; // the time since the last update, stalled at both ends
        }
        was_stalled_ = true;
        if (stalled_for_ < limit_seconds) {
            return false;
        }
        stalled_for_ = 0;
        return true;
    }
    double stalled_for() const { return stalled_for_; }

  private:
    std::optional<double> last_;
    bool was_stalled_ = false;
    double stalled_for_ = 0;
};

} // namespace parlor::app::table
