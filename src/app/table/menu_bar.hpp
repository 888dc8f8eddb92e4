#pragma once
// The row of buttons under every table: the menu before each turn of docs/cli.md (Save, the move,
// Ask for help, Quit) on the left, helpers (Sort, Keys) on the right, each with the key that
// presses it shown in its corner when there is room.

#include "app/core/gfx.hpp"
#include "app/table/table_frame.hpp"
#include "app/table/zones.hpp"

#include <string>
#include <vector>

namespace parlor::app::table {

struct MenuItem {
    int id = 0; // the game's own ids are 0 and up; the common buttons are below 0
    std::string label{};
    std::string key{}; // "S", "H", "F1" (empty: none)
    bool enabled = true;
    bool primary = false; // gold: what Enter does now
    float width = 110;    // design pixels; every button gives way alike when the bar is short
    bool right = false;   // in the group at the right end
};

// The common buttons every table has.
namespace button {
inline constexpr int save = -10;
inline constexpr int help = -11;
inline constexpr int quit = -12;
inline constexpr int keys = -13;
inline constexpr int undo = -14;
// A watched game's controls.
inline constexpr int watch_back = -15;
inline constexpr int watch_play = -16;
inline constexpr int watch_step = -17;
inline constexpr int watch_leave = -18;
inline constexpr int watch_where = -19; // "Move 12 of 140", never enabled
} // namespace button

class MenuBar {
  public:
    void set(std::vector<MenuItem> items, const TableFrame& f);
    const std::vector<MenuItem>& items() const { return items_; }
    const std::vector<Rect>& boxes() const { return boxes_; }
    const MenuItem* find(int id) const;
    // Every button as a spot of the zones (reachable when enabled, in the last focus row).
    void add_to(Zones& zones) const;
    // The enabled primary button, if any (Enter presses it while nothing is focused).
    const MenuItem* primary() const;
    void paint(Gfx& g, const TableFrame& f, Target hover, const Focus& focus) const;

  private:
    std::vector<MenuItem> items_;
    std::vector<Rect> boxes_;
};

inline constexpr int menu_focus_row = 1000; // below every row of cards

} // namespace parlor::app::table
