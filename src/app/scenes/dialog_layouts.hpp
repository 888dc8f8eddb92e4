#pragma once
// Where the dialogs' parts go in a window of a given size: plain functions of the size and of
// what a dialog holds (the lines of a question, the rows of a list), with no SDL and no font, so
// that painting, the mouse and the keys use the same rectangles and a test holds every dialog to
// every size (tests/app/screen_layouts_test.cpp). A dialog is a panel with a heading (ui/widgets'
// draw_dialog), its body and its buttons; heights of text come from line_skip.

#include "app/core/geometry.hpp"
#include "app/ui/widgets.hpp"

#include <vector>

namespace parlor::app {

// A dialog's panel, centred, and the body under its heading.
struct DialogFrame {
    Rect panel;
    Rect body;
};

// Paused: a column of buttons.
struct PauseLayout {
    DialogFrame frame;
    std::vector<Rect> buttons;
};
PauseLayout layout_pause(int width, int height, int buttons);

// A question over its two answers, side by side.
struct ConfirmLayout {
    DialogFrame frame;
    Rect question;
    std::vector<Rect> buttons;
};
// The width the question is wrapped to; its number of lines sizes the dialog.
float confirm_text_width(int width, int height);
ConfirmLayout layout_confirm(int width, int height, int question_lines);

// Save the game: what the field is for, the name's field, the file it names, a failure's story,
// then Save, Save and quit, Cancel.
struct SaveLayout {
    DialogFrame frame;
    float label_y = 0;
    Rect field;
    float path_y = 0;
    Rect error;
    std::vector<Rect> buttons;
};
SaveLayout layout_save(int width, int height);

// Continue a game: the unfinished games, then Continue and Cancel at the right.
struct ContinueLayout {
    DialogFrame frame;
    ListPlace list;
    std::vector<Rect> buttons;
};
ContinueLayout layout_continue(int width, int height, int rows);

// Load game: the folder shown, its list (folders and the games' files) with the preview of the
// chosen one at its right (below it in a window too narrow for both), a field for any path, then
// Data folder, Open and Cancel at the right with the key hint at their left.
struct LoadLayout {
    DialogFrame frame;
    float folder_y = 0;
    ListPlace list;
    Rect preview;
    Rect field;
    std::vector<Rect> buttons; // Data folder, Open, Cancel
    Rect hint;                 // the room left of the buttons
};
LoadLayout layout_load(int width, int height);

// Settings: a column of rows (thinner when there are many) and the note on the focused one.
struct SettingsLayout {
    DialogFrame frame;
    std::vector<Rect> rows;
    float text_size = 0;
    Rect note;
};
SettingsLayout layout_settings(int width, int height, int rows);

} // namespace parlor::app
