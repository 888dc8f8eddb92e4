#pragma once
// Simple widgets. A scene owns them as plain members and keeps in them only what the player did
// (the text typed, the row chosen); where they lie comes from the scene's layout function each
// time it is needed, so that painting changes nothing. Buttons are a ButtonPad (button_pad.hpp).

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
    Rect rect;            // from the screen's layout
    bool hovered = false; // what the pointer does to it (ButtonPad keeps this)
    bool pressed = false;
};

// Draws a button; `focused` draws the focus ring.
void draw_button(Gfx& g, const Button& b, bool focused, float font_size);

// One line of text entry with a caret. Printable input arrives through Scene::on_text.
class TextField {
  public:
    std::string text;
    std::string placeholder; // shown greyed while empty
    std::size_t max_chars = 120;

    void set_text(std::string t) { text = std::move(t), caret = text.size(), suggested = false; }
    // A suggestion (a default name): shown selected, so that typing replaces it and Backspace
    // clears it, as in any text box; a move of the caret keeps it for editing.
    void suggest(std::string t) { set_text(std::move(t)), suggested = !text.empty(); }
    // Inserts typed text at the caret (in place of a suggestion).
    void on_text(std::string_view utf8);
    // Erase, Delete, Left, Right, Home, End. Returns true when consumed.
    bool on_action(UiAction action);
    void render(Gfx& g, const Rect& box, float font_size, bool focused) const;

    std::size_t caret = 0; // byte offset, always on a character boundary
    bool suggested = false;
};

// Where a list lies: its box and the height of a row (from the screen's layout).
struct ListPlace {
    Rect box;
    float row_height = 48;
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
    int scroll = 0; // index of the first visible row, as the player left it

    // Up/Down/PageUp/PageDown/Home/End move the selection (and scroll to it); Select returns
    // the selected row.
    std::optional<int> on_action(UiAction action, const ListPlace& place);
    // Click selects, double-click (or a click on the selected row) returns it; wheel scrolls.
    std::optional<int> on_mouse(const MouseEvent& e, const ListPlace& place);
    void render(Gfx& g, const ListPlace& place, float font_size, bool focused) const;
    static int visible_rows(const ListPlace& place);
    // The first row shown: the scroll, held inside the list for a window of another size.
    int first_shown(const ListPlace& place) const;

  private:
    void keep_selection_visible(const ListPlace& place);
};

// How much of the screen beneath a panel shows: a little (Glass) for dialogs of a few buttons,
// nothing (Solid) under pages of text (rules, review, keys), whose lines the cards beneath made
// hard to read.
enum class PanelFill { Glass, Solid };
// A dark rounded panel with a soft shadow (dialogs, menus).
void draw_panel(Gfx& g, const Rect& r, PanelFill fill = PanelFill::Glass);
// A panel with a heading; returns the area below the heading (dialog_body).
Rect draw_dialog(Gfx& g, const Rect& r, std::string_view heading,
                 PanelFill fill = PanelFill::Glass);
// The area below a dialog's heading, for a layout worked out without painting (`unit`: the
// window's Scale).
Rect dialog_body(const Rect& panel, float unit);
// The height of a line of the theme's font at `px` pixels (DejaVu Sans: 1.164 em), for layouts
// worked out without a font.
float line_skip(float px);

} // namespace parlor::app
