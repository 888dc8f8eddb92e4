#pragma once
// The buttons of a screen on the table kit's hit-test and focus (app/table/zones.hpp): the
// screen's layout function gives their boxes each time they are needed, and the pad keeps only
// what the player did to them (the focus, the button under the pointer, the one pressed). The
// screens answer the mouse and the keys as the tables do: the arrows move as the buttons lie,
// Tab goes through them in order, Enter or a click released on the button pressed chooses.

#include "app/core/gfx.hpp"
#include "app/core/scene.hpp"
#include "app/table/zones.hpp"

#include <optional>
#include <string>
#include <vector>

namespace parlor::app {

// One button as a screen describes it.
struct PadButton {
    std::string label{};
    std::string key{}; // shown small on the right ("Esc"; empty: none)
    bool enabled = true;
    bool primary = false; // gold: what the screen expects
};

class ButtonPad {
  public:
    // The buttons as spots: buttons on one line share a row of the keyboard's grid.
    static table::Zones zones(const std::vector<Rect>& boxes,
                              const std::vector<PadButton>& buttons);

    // Arrows and Tab move the focus; Enter returns the focused button. Nothing for other actions.
    std::optional<int> on_action(UiAction action, const std::vector<Rect>& boxes,
                                 const std::vector<PadButton>& buttons);
    // The focus follows the pointer; a press then a release on the same button returns it.
    std::optional<int> on_mouse(const MouseEvent& e, const std::vector<Rect>& boxes,
                                const std::vector<PadButton>& buttons);
    // `has_keys` false: another part of the screen has the keys, so no button shows the focus.
    void paint(Gfx& g, const std::vector<Rect>& boxes, const std::vector<PadButton>& buttons,
               float font_size, bool has_keys = true) const;

    int focused() const { return focus_.target.is_button() ? focus_.target.index : 0; }
    void focus_on(int index) { focus_.target = table::Target::button(index); }
    // A new set of buttons: nothing pressed, the focus on `index`.
    void reset(int index) {
        pressed_ = table::Target{};
        focus_on(index);
    }

  private:
    table::Focus focus_ = [] {
        table::Focus f;
        f.visible = true; // a screen of buttons shows where Enter goes from the start
        f.target = table::Target::button(0);
        return f;
    }();
    table::Target hovered_;
    table::Target pressed_;
};

} // namespace parlor::app
