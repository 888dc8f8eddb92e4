#pragma once
// Where a watched record stands (Watch again, --replay): its moves, how many are shown and the
// game's moment before each one shown, so that stepping back restores the game exactly as a
// take-back does. It knows nothing of a window or a clock: the table steps it in time, and a
// terminal or a test can step it as well (step_forward, step_back over an engine::Game).

#include "parlor/engine/game.hpp"

#include <cstddef>
#include <optional>
#include <utility>
#include <vector>

namespace parlor::engine {

template <class Step, class Moment> class WatchCursor {
  public:
    // The record's moves (each with what chance drew for it); `finished`: the record holds the
    // whole game, so nothing in it is secret any more.
    void load(std::vector<Step> steps, bool finished) {
        steps_ = std::move(steps);
        finished_ = finished;
    }
    // The move to show next (nullptr: the record shows no more).
    const Step* next() const { return at_end() ? nullptr : &steps_[before_.size()]; }
    // The next move was shown; `before` is the game as it stood before it.
    void advanced(Moment before) { before_.push_back(std::move(before)); }
    // The last move shown is taken back: the moment before it (none: nothing was shown).
    std::optional<Moment> back() {
        if (before_.empty()) {
            return std::nullopt;
        }
        Moment moment = std::move(before_.back());
        before_.pop_back();
        return moment;
    }
    int at() const { return static_cast<int>(before_.size()); } // the moves shown
    int size() const { return static_cast<int>(steps_.size()); }
    bool at_end() const { return before_.size() >= steps_.size(); }
    bool finished() const { return finished_; }
    // The index of the move on record line `line` (size() when none is).
    int index_of_line(int line) const {
        for (std::size_t i = 0; i < steps_.size(); ++i) {
            if (steps_[i].line == line) {
                return static_cast<int>(i);
            }
        }
        return size();
    }

  private:
    std::vector<Step> steps_;
    std::vector<Moment> before_; // the game before each move shown, the latest last
    bool finished_ = false;
};

// The next move of the record through the rules of `game`, with the chance the record drew;
// false at the record's end or when the rules refuse the move (then nothing changed).
template <Descriptor G, class Extra, class Step>
bool step_forward(Game<G, Extra>& game, WatchCursor<Step, typename Game<G, Extra>::Moment>& cursor,
                  Extra extra = {}) {
    const Step* step = cursor.next();
    if (step == nullptr) {
        return false;
    }
    auto before = game.moment(std::move(extra));
    if (!game.play(step->action, &step->chance)) {
        return false;
    }
    cursor.advanced(std::move(before));
    return true;
}

// The last move shown taken back: the game as it stood before it; false when none was shown.
template <Descriptor G, class Extra, class Step>
bool step_back(Game<G, Extra>& game, WatchCursor<Step, typename Game<G, Extra>::Moment>& cursor) {
    auto before = cursor.back();
    if (!before) {
        return false;
    }
    game.restore(std::move(*before));
    return true;
}

} // namespace parlor::engine
