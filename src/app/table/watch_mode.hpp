#pragma once
// A recorded game watched on its table (docs/app.md, "Watching a recorded game"): where the
// record stands (engine::WatchCursor), whether it plays by itself and when its next move is due,
// and the line under the table. Apart from GameTable because it is about the record and time,
// not about painting: the table plays each move the cursor hands it through its rules.

#include "app/table/table_base.hpp"
#include "parlor/engine/watch_cursor.hpp"

#include <string>
#include <utility>
#include <vector>

namespace parlor::app::table {

template <class Step, class Moment> class WatchMode {
  public:
    // Seconds between two moves while a watched game plays by itself.
    static constexpr double pause_seconds = 1.1;

    engine::WatchCursor<Step, Moment>& cursor() { return cursor_; }
    const engine::WatchCursor<Step, Moment>& cursor() const { return cursor_; }
    bool playing() const { return playing_; }
    void stop() { playing_ = false; }
    // Play (P): plays by itself, or stops; never past the record's end.
    void toggle_play() {
        playing_ = !playing_ && !cursor_.at_end();
        wait_ = 0;
    }
    // Playing by itself, `paced_dt` later (at the cards' pace) with the table settled: true when
    // the next move is due now (the wait for the one after begins).
    bool due(double paced_dt) {
        wait_ -= paced_dt;
        if (wait_ > 0) {
            return false;
        }
        wait_ = pause_seconds;
        return true;
    }
    WatchStatus status() const { return WatchStatus{cursor_.at(), cursor_.size(), playing_}; }
    // The line under the table, in place of the game's prompt.
    std::string prompt() const {
        if (!cursor_.at_end()) {
            return playing_ ? "Watching the recorded game: Pause (P)"
                            : "Watching the recorded game: Step (\u2192), Back (\u2190), "
                              "Play (P)";
        }
        return cursor_.finished() ? "The recorded game is over, every hand shown: Back (\u2190)"
                                  : "The record stops here: Back (\u2190)";
    }

  private:
    engine::WatchCursor<Step, Moment> cursor_;
    bool playing_ = false;
    double wait_ = 0;
};

} // namespace parlor::app::table
