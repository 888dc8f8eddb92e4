#pragma once
// Simple widgets. A scene owns them as plain members, sets their rectangles while it lays out
// (every render, from the output size), forwards actions and mouse events to them and reacts to
// what they return. Mouse and keyboard reach the same result: a ButtonGroup returns the index of
// the button pressed, whether by a click, by Enter on the focused one or by a test.

#include "app/core/gfx.hpp"
#include "app/core/scene.hpp"

#include <optional>
#include <string>
#include <vector>

namespace parlor::app {

struct Button {
    std::string label;
    std::string key_hint; // shown small on the right, e.g. "D" or "Esc" (empty: none)
    bool enabled = true;
    bool primary = false; // gold: the main choice of a screen
    Rect rect;            // set by the layout
    bool hovered = false; // kept by ButtonGroup
    bool pressed = false;
};

// Draws a button; `focused` draws the focus ring.
void draw_button(Gfx& g, const Button& b, bool focused, float font_size);

// A column or row of buttons sharing one keyboard focus.
class ButtonGroup {
  public:
    std::vector<Button> buttons;
    int focus = 0;
    bool horizontal = false; // Left/Right move focus in a row, Up/Down in a column; Tab always
    bool wrap = true;

    ButtonGroup() = default;
    explicit ButtonGroup(std::vector<std::string> labels, bool horizontal = false);

    // Up/Down (or Left/Right), Next/Prev move the focus over enabled buttons; Select returns
    // the focused index. Returns nothing for other actions (the scene may handle them).
    std::optional<int> on_action(UiAction action);
    // Hover follows the mouse (and moves the focus); a press then release on the same button
    // returns its index.
    std::optional<int> on_mouse(const MouseEvent& e);
    // True when the action would be consumed (focus movement or Select).
    bool handles(UiAction action) const;

    // Stacks the buttons in `area` (column: full width, `height` each; row: equal widths).
    void layout_column(const Rect& area, float height, float gap);
    void layout_row(const Rect& area, float gap);
    void render(Gfx& g, float font_size, bool show_focus = true) const;

    int index_at(Point p) const; // -1 if none
    void set_focus(int index);
    void move_focus(int delta);
};

// One line of text entry with a caret. Printable input arrives through Scene::on_text.
class TextField {
  public:
    std::string text;
    std::string placeholder; // shown greyed while empty
    std::size_t max_chars = 120;
    Rect rect;

    void set_text(std::string t) { text = std::move(t), caret = text.size(), suggested = false; }
    // A suggestion (a default name): shown selected, so that typing replaces it and Backspace
    // clears it, as in any text box; a move of the caret keeps it for editing.
    void suggest(std::string t) { set_text(std::move(t)), suggested = !text.empty(); }
    // Inserts typed text at the caret (in place of a suggestion).
    void on_text(std::string_view utf8);
    // Erase, Delete, Left, Right, Home, End. Returns true when consumed.
    bool on_action(UiAction action);
    void render(Gfx& g, float font_size, bool focused) const;

    std::size_t caret = 0; // byte offset, always on a character boundary
    bool suggested = false;
};

// A scrolling list of rows (a title and a detail line each) with a selection.
class ListBox {
  public:
    struct Row {
        std::string title;
        std::string detail;
    };
    std::vector<Row> rows;
    int selected = 0;
    int scroll = 0; // index of the first visible row
    Rect rect;
    float row_height = 48;

    // Up/Down/PageUp/PageDown/Home/End move the selection; Select returns the selected row.
    std::optional<int> on_action(UiAction action);
    // Click selects, double-click (or a click on the selected row) returns it; wheel scrolls.
    std::optional<int> on_mouse(const MouseEvent& e);
    void render(Gfx& g, float font_size, bool focused) const;
    int visible_rows() const;
    void keep_selection_visible();
};

// A dark rounded panel with a soft shadow (dialogs, menus).
void draw_panel(Gfx& g, const Rect& r);
// A panel with a heading; returns the area below the heading (dialog_body).
Rect draw_dialog(Gfx& g, const Rect& r, std::string_view heading);
// The area below a dialog's heading, for a layout worked out without painting (`unit`: the
// window's Scale).
Rect dialog_body(const Rect& panel, float unit);
// The height of a line of the theme's font at `px` pixels (DejaVu Sans: 1.164 em), for layouts
// worked out without a font.
float line_skip(float px);

} // namespace parlor::app
