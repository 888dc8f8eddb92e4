#pragma once
// Named UI actions: every key press becomes one of these before any scene sees it, so the
// keyboard, the mouse (through widgets) and the tests all drive the same path.

#include <SDL.h>

#include <optional>
#include <string_view>

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
    Help,             // H: the expert's advice on a table
    Save,             // S
    ToggleFullscreen, // F11, Alt+Enter (handled by App, never reaches a scene)
    Shortcuts,        // F1 or ? (App opens the shortcuts overlay)
    DrawStock,        // D
    TakeDiscard,      // T
    Continue,         // C: let the computer play its turn, count on, deal again
    LayAway,          // L: lay the two picked cards away to the crib
    Card1,            // 1..6: the card at that place in the hand (pick it, or play it)
    Card2,
    Card3,
    Card4,
    Card5,
    Card6,
    Quit, // Ctrl+Q: leave the program
};

std::string_view action_name(UiAction action);

// 0 for Card1 ... 5 for Card6; -1 for any other action.
int card_key_index(UiAction action);

// Maps a key press to an action. With `text_mode` (a text field has focus) printable keys are
// left to the text field: only Enter, Esc, Tab, arrows, Backspace, Delete, Home/End and the
// function keys map.
std::optional<UiAction> map_key(const SDL_KeyboardEvent& key, bool text_mode);

} // namespace parlor::app
