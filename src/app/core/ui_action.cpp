#include "app/core/ui_action.hpp"

namespace parlor::app {

namespace {

// The keys that mean the same action whatever else is held (Enter, Tab and the side arrows
// depend on Alt and Shift: map_key says how).
struct KeyAction {
    SDL_Keycode key;
    UiAction action;
};
constexpr KeyAction fixed_keys[] = {
    {SDLK_ESCAPE, UiAction::Cancel},     {SDLK_UP, UiAction::Up},
    {SDLK_DOWN, UiAction::Down},         {SDLK_HOME, UiAction::Home},
    {SDLK_END, UiAction::End},           {SDLK_PAGEUP, UiAction::PageUp},
    {SDLK_PAGEDOWN, UiAction::PageDown}, {SDLK_BACKSPACE, UiAction::Erase},
    {SDLK_DELETE, UiAction::Delete},     {SDLK_F11, UiAction::ToggleFullscreen},
    {SDLK_F1, UiAction::Shortcuts},
};

} // namespace

std::optional<UiAction> map_key(const SDL_KeyboardEvent& key, bool text_mode) {
    const SDL_Keycode k = key.keysym.sym;
    const Uint16 mod = key.keysym.mod;
    const bool alt = (mod & KMOD_ALT) != 0;
    const bool ctrl = (mod & KMOD_CTRL) != 0;
    const bool shift = (mod & KMOD_SHIFT) != 0;

    // The table's log by keyboard (issue 42): Ctrl with the arrows and Enter, which no scene
    // used, so that no game's letters are taken.
    if (ctrl && !alt && !text_mode) {
        if (k == SDLK_UP || k == SDLK_DOWN) {
            return k == SDLK_UP ? UiAction::LogOlder : UiAction::LogNewer;
        }
        if (k == SDLK_RETURN || k == SDLK_KP_ENTER) {
            return UiAction::LogOpen;
        }
    }
    for (const KeyAction& fixed : fixed_keys) {
        if (fixed.key == k) {
            return fixed.action;
        }
    }
    switch (k) {
    case SDLK_RETURN:
    case SDLK_KP_ENTER:
        return alt ? UiAction::ToggleFullscreen : UiAction::Select;
    case SDLK_TAB:
        return shift ? UiAction::Prev : UiAction::Next;
    case SDLK_LEFT:
        // In a text field Shift+arrows stay plain arrows (the caret moves).
        return shift && !text_mode ? UiAction::MoveLeft : UiAction::Left;
    case SDLK_RIGHT:
        return shift && !text_mode ? UiAction::MoveRight : UiAction::Right;
    default:
        break;
    }
    if (ctrl && k == SDLK_q) {
        return UiAction::Quit;
    }
    // The speech mode's keys (issue 45): a letter alone is the game's (Cruno names cards by
    // every letter but C, D, H and S), so these take Ctrl.
    // The size of text and cards, as a browser's zoom keys; in a text field too (Ctrl types
    // nothing there).
    if (ctrl && !alt && (k == SDLK_PLUS || k == SDLK_EQUALS || k == SDLK_KP_PLUS)) {
        return UiAction::Larger;
    }
    if (ctrl && !alt && (k == SDLK_MINUS || k == SDLK_KP_MINUS)) {
        return UiAction::Smaller;
    }
    if (ctrl && !text_mode && k == SDLK_t) {
        return UiAction::SpeechToggle;
    }
    if (ctrl && !text_mode && k == SDLK_h) {
        return UiAction::SpeakHand;
    }
    if (ctrl && !text_mode && k == SDLK_z) {
        return shift ? UiAction::Redo : UiAction::Undo;
    }
    if (ctrl && !text_mode && k == SDLK_y) {
        return UiAction::Redo;
    }
    if (text_mode || ctrl || alt) {
        return std::nullopt;
    }
    switch (k) {
    case SDLK_SPACE:
        return UiAction::Select;
    case SDLK_QUESTION:
        return UiAction::Shortcuts;
    case SDLK_SLASH:
        return shift ? std::optional(UiAction::Shortcuts) : std::nullopt;
    default:
        return std::nullopt;
    }
}

std::optional<char> key_letter(const SDL_KeyboardEvent& key, bool text_mode) {
    const SDL_Keycode k = key.keysym.sym;
    if (text_mode || (key.keysym.mod & (KMOD_CTRL | KMOD_ALT)) != 0) {
        return std::nullopt;
    }
    if (k >= SDLK_a && k <= SDLK_z) {
        return static_cast<char>('a' + (k - SDLK_a));
    }
    if (k >= SDLK_0 && k <= SDLK_9) {
        return static_cast<char>('0' + (k - SDLK_0));
    }
    if (k >= SDLK_KP_1 && k <= SDLK_KP_9) {
        return static_cast<char>('1' + (k - SDLK_KP_1));
    }
    if (k == SDLK_KP_0) {
        return '0';
    }
    // One more or one less (Cribbage's claim of points): + and = (its key), - and the keypad's.
    if (k == SDLK_PLUS || k == SDLK_EQUALS || k == SDLK_KP_PLUS) {
        return '+';
    }
    if (k == SDLK_MINUS || k == SDLK_KP_MINUS) {
        return '-';
    }
    return std::nullopt;
}

} // namespace parlor::app
