#pragma once
// The places of a table the pointer and the keyboard can reach: the cards of a row, a pile, a
// spot on the felt, a button of the menu bar. A table lays them out afresh for each frame; one
// `Target` names any of them, hit-testing finds the topmost under the pointer, and the keyboard
// moves a focus over them as a grid (rows in order, left to right within a row). Plain C++.

#include "app/core/geometry.hpp"
#include "app/core/ui_action.hpp"

#include <optional>
#include <vector>

namespace parlor::app::table {

struct Target {
    static constexpr int nothing = -1;
    static constexpr int buttons = -2; // the menu bar: `index` is the button's id

    int zone = nothing; // the game's own numbering of its places
    int index = 0;      // the card in the row (0 for a pile or a spot), or the button

    static Target button(int id) { return Target{buttons, id}; }
    bool is_button() const { return zone == buttons; }
    bool empty() const { return zone == nothing; }
    friend bool operator==(const Target&, const Target&) = default;
};

class Zones {
  public:
    struct Spot {
        Target target;
        Rect box;
        bool reachable = false; // may be clicked or focused now
        int focus_row = -1;     // its row in the keyboard's grid; -1: the keyboard skips it
    };

    void clear() { spots_.clear(); }
    // Later spots lie on top of earlier ones (as cards in a fan).
    void add(Target target, Rect box, bool reachable, int focus_row);

    // The topmost spot under `p` (reachable or not), or an empty target.
    Target hit(Point p) const;
    const Spot* find(Target target) const;
    bool reachable(Target target) const;
    const std::vector<Spot>& spots() const { return spots_; }

    // The keyboard's grid: the reachable spots that have a focus row, rows in order, each left to
    // right (by the centre of its box).
    std::vector<std::vector<const Spot*>> grid() const;

  private:
    std::vector<Spot> spots_;
};

// The keyboard's focus over a table's grid. It is shown from the first key on and hidden when
// the mouse is used; the first arrow only shows where it is.
class Focus {
  public:
    Target target;
    bool visible = false;

    // Arrows move within a row (Left/Right, wrapping) and to the nearest row above or below
    // that has something (Up/Down, to the spot nearest across); Tab and Shift+Tab go through
    // every spot in order. Returns false for other actions.
    bool move(UiAction action, const Zones& zones);
    // Puts the focus on `fallback` when its target is no longer in the grid.
    void keep_within(const Zones& zones, Target fallback);
    bool on(Target t) const { return visible && target == t; }
};

} // namespace parlor::app::table
