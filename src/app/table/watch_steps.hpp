#pragma once
// How a game's table moves through a watched record (Watch again, --replay): each move forward
// played through the table's rules with the chance the record drew (the cards fly, the log
// tells it), each move back restoring the moment before it as a take-back does, many at once
// landing at once, the record playing by itself, and a reviewed decision's moment. Apart from
// GameTable (a friend: it works the table's own play and restore) because it is about the record,
// not about painting; where the record stands is WatchMode's, the review's words ReviewMode's.

#include <optional>
#include <utility>

namespace parlor::app::table {

struct WatchSteps {
    // Forward or back `moves` moves.
    template <class Table> static void to(Table& t, int moves) {
        t.watch_.stop();
        // Many moves at once (Home, End) land each move's cards, pegs and counts at once.
        const bool many = moves > 1 || moves < -1;
        t.quiet_ = many; // and are not heard, each its sound at once
        for (; moves > 0 && forward(t); --moves) {
        }
        t.quiet_ = false;
        for (; moves < 0 && back(t); ++moves) {
        }
        if (many) {
            t.settle_at_once();
        }
        t.changed();
    }

    // The watched game's next move, through the rules with the chance the record drew.
    template <class Table> static bool forward(Table& t) {
        const auto* step = t.watch_.cursor().next();
        if (step == nullptr) {
            return false;
        }
        t.settle_at_once(); // the last move is shown whole before the next (a show fully counted)
        t.watch_.cursor().advanced(t.now());
        t.watch_chance_ = &step->chance;
        t.play(step->seat, step->action, step->said); // the words as the record keeps them
        t.watch_chance_ = nullptr;
        t.game_.forget_taken(); // nothing of a watched game is taken back but by stepping back
        return true;
    }

    template <class Table> static bool back(Table& t) {
        auto before = t.watch_.cursor().back();
        if (!before) {
            return false;
        }
        t.restore(std::move(*before));
        t.after_change();
        return true;
    }

    // The moment of reviewed decision `index`: the table before its move, the two moves marked,
    // the expert's word in the side panel.
    template <class Table> static void review_go_to(Table& t, int index) {
        const auto& item = t.review_.show(index);
        to(t, t.watch_.cursor().index_of_line(item.line) - t.watch_.cursor().at());
        t.settle_at_once();
        t.help_open_ = true;
        t.show_new_advice();
        t.changed();
    }

    // Playing by itself: the next move once the last has landed and a moment has passed (`dt`
    // at the pace of the cards).
    template <class Table> static void play_step(Table& t, double paced_dt) {
        if (!t.watch_.playing() || t.flights_.flying() || t.holding() || !t.watch_.due(paced_dt)) {
            return;
        }
        if (!forward(t) || t.watch_.cursor().at_end()) {
            t.watch_.stop();
        }
        t.changed();
    }
};

} // namespace parlor::app::table
