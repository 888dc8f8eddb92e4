#pragma once
// Named UI actions: every navigation or editing key becomes one of these before any scene sees
// it, so the keyboard, the mouse (through widgets) and the tests all drive the same path. Letters
// and digits are not named here: each scene gives them its own meaning (Scene::on_key), so a
// game's words ("draw", "lay away") never reach the framework.

#include <SDL.h>

#include <optional>

namespace parlor::app {

enum class UiAction {
    Select, // Enter, Space, keypad Enter: press the focused thing
    Cancel, // Esc: back / close / open the pause menu on a table
    Next,   // Tab: focus moves forward
    Prev,   // Shift+Tab
    Up,
    Down,
    Left,
    Right,
    MoveLeft,  // Shift+Left: move the chosen thing (a card in the hand) one place left
    MoveRight, // Shift+Right
    Home,
    End,
    PageUp,
    PageDown,
    Erase,            // Backspace (text entry)
    Delete,           // Delete (text entry)
    ToggleFullscreen, // F11, Alt+Enter (handled by App, never reaches a scene)
    Shortcuts,        // F1 or ? (App opens the shortcuts overlay)
    Undo,             // Ctrl+Z: take back the last move
    Redo,             // Ctrl+Y, Ctrl+Shift+Z: make it again
    Quit,             // Ctrl+Q: leave the program
    LogOlder,         // Ctrl+Up: at a table, mark the log's move before the marked one
    LogNewer,         // Ctrl+Down: the move after it
    LogOpen,          // Ctrl+Enter: open or close the marked move's reasons
    SpeechToggle,     // Ctrl+T: at a table, the speech mode on and off (talk)
    SpeakHand,        // Ctrl+H: at a table, the speech mode says the player's hand
    Larger,           // Ctrl+Plus (Ctrl+=): text and cards one size larger (App handles it)
    Smaller,          // Ctrl+Minus: one size smaller
};

// Maps a key press to an action. With `text_mode` (a text field has focus) printable keys are
// left to the text field: only Enter, Esc, Tab, arrows, Backspace, Delete, Home/End and the
// function keys map.
std::optional<UiAction> map_key(const SDL_KeyboardEvent& key, bool text_mode);

// A letter or digit pressed without Ctrl or Alt, as the lower-case character ('a'..'z',
// '0'..'9', keypad digits too), for the scene to interpret; nothing for any other key and in
// `text_mode`, where printable keys are text.
std::optional<char> key_letter(const SDL_KeyboardEvent& key, bool text_mode);

} // namespace parlor::app
