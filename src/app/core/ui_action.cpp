#include "app/core/ui_action.hpp"

namespace parlor::app {

std::string_view action_name(UiAction action) {
    switch (action) {
    case UiAction::Select:
        return "Select";
    case UiAction::Cancel:
        return "Cancel";
    case UiAction::Next:
        return "Next";
    case UiAction::Prev:
        return "Prev";
    case UiAction::Up:
        return "Up";
    case UiAction::Down:
        return "Down";
    case UiAction::Left:
        return "Left";
    case UiAction::Right:
        return "Right";
    case UiAction::MoveLeft:
        return "MoveLeft";
    case UiAction::MoveRight:
        return "MoveRight";
    case UiAction::Home:
        return "Home";
    case UiAction::End:
        return "End";
    case UiAction::PageUp:
        return "PageUp";
    case UiAction::PageDown:
        return "PageDown";
    case UiAction::Erase:
        return "Erase";
    case UiAction::Delete:
        return "Delete";
    case UiAction::ToggleFullscreen:
        return "ToggleFullscreen";
    case UiAction::Shortcuts:
        return "Shortcuts";
    case UiAction::Undo:
        return "Undo";
    case UiAction::Redo:
        return "Redo";
    case UiAction::Quit:
        return "Quit";
    }
    return "?";
}

std::optional<UiAction> map_key(const SDL_KeyboardEvent& key, bool text_mode) {
    const SDL_Keycode k = key.keysym.sym;
    const Uint16 mod = key.keysym.mod;
    const bool alt = (mod & KMOD_ALT) != 0;
    const bool ctrl = (mod & KMOD_CTRL) != 0;
    const bool shift = (mod & KMOD_SHIFT) != 0;

    switch (k) {
    case SDLK_RETURN:
    case SDLK_KP_ENTER:
        return alt ? UiAction::ToggleFullscreen : UiAction::Select;
    case SDLK_ESCAPE:
        return UiAction::Cancel;
    case SDLK_TAB:
        return shift ? UiAction::Prev : UiAction::Next;
    case SDLK_UP:
        return UiAction::Up;
    case SDLK_DOWN:
        return UiAction::Down;
    case SDLK_LEFT:
        // In a text field Shift+arrows stay plain arrows (the caret moves).
        return shift && !text_mode ? UiAction::MoveLeft : UiAction::Left;
    case SDLK_RIGHT:
        return shift && !text_mode ? UiAction::MoveRight : UiAction::Right;
    case SDLK_HOME:
        return UiAction::Home;
    case SDLK_END:
        return UiAction::End;
    case SDLK_PAGEUP:
        return UiAction::PageUp;
    case SDLK_PAGEDOWN:
        return UiAction::PageDown;
    case SDLK_BACKSPACE:
        return UiAction::Erase;
    case SDLK_DELETE:
        return UiAction::Delete;
    case SDLK_F11:
        return UiAction::ToggleFullscreen;
    case SDLK_F1:
        return UiAction::Shortcuts;
    default:
        break;
    }
    if (ctrl && k == SDLK_q) {
        return UiAction::Quit;
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
    return std::nullopt;
}

} // namespace parlor::app
