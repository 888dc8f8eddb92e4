#include "app/ui/button_pad.hpp"

#include "app/ui/widgets.hpp"

#include <cmath>

namespace parlor::app {

using table::Target;

table::Zones ButtonPad::zones(const std::vector<Rect>& boxes,
                              const std::vector<PadButton>& buttons) {
    table::Zones zones;
    for (std::size_t i = 0; i < boxes.size() && i < buttons.size(); ++i) {
        const int row = static_cast<int>(std::lround(boxes[i].y));
        zones.add(Target::button(static_cast<int>(i)), boxes[i], buttons[i].enabled, row);
    }
    return zones;
}

std::optional<int> ButtonPad::on_action(UiAction action, const std::vector<Rect>& boxes,
                                        const std::vector<PadButton>& buttons) {
    const int n = static_cast<int>(buttons.size());
    if (action == UiAction::Select) {
        const int at = focused();
        if (at < n && buttons[static_cast<std::size_t>(at)].enabled) {
            return at;
        }
        return std::nullopt;
    }
    focus_.visible = true;
    const table::Zones spots = zones(boxes, buttons);
    const Target before = focus_.target;
    focus_.move(action, spots);
    // A column of buttons wraps, as menus do: Up from the first reaches the last. (A table's
    // rows of cards do not; there a key pressed once too often must not play the far card.)
    const auto grid = spots.grid();
    if (focus_.target == before && grid.size() > 1 &&
        (action == UiAction::Up || action == UiAction::Down)) {
        focus_.target = (action == UiAction::Up ? grid.back() : grid.front()).front()->target;
    }
    return std::nullopt;
}

std::optional<int> ButtonPad::on_mouse(const MouseEvent& e, const std::vector<Rect>& boxes,
                                       const std::vector<PadButton>& buttons) {
    const table::Zones spots = zones(boxes, buttons);
    const Target at = spots.hit(e.pos);
    const bool enabled = at.is_button() && spots.reachable(at);
    hovered_ = at;
    switch (e.kind) {
    case MouseEvent::Kind::Move:
        if (enabled) {
            focus_.target = at; // what the screen says of the focused button follows the pointer
        }
        return std::nullopt;
    case MouseEvent::Kind::Down:
        if (e.button == 1 && enabled) {
            pressed_ = at;
            focus_.target = at;
        }
        return std::nullopt;
    case MouseEvent::Kind::Up: {
        const bool clicked = e.button == 1 && enabled && at == pressed_;
        pressed_ = Target{};
        return clicked ? std::optional<int>(at.index) : std::nullopt;
    }
    case MouseEvent::Kind::Wheel:
        return std::nullopt;
    }
    return std::nullopt;
}

void ButtonPad::paint(Gfx& g, const std::vector<Rect>& boxes, const std::vector<PadButton>& buttons,
                      float font_size, bool has_keys) const {
    for (std::size_t i = 0; i < boxes.size() && i < buttons.size(); ++i) {
        const Target t = Target::button(static_cast<int>(i));
        Button b;
        b.label = buttons[i].label;
        b.key_hint = buttons[i].key;
        b.enabled = buttons[i].enabled;
        b.primary = buttons[i].primary;
        b.rect = boxes[i];
        b.hovered = hovered_ == t;
        b.pressed = pressed_ == t;
        draw_button(g, b, has_keys && focus_.on(t), font_size);
    }
}

} // namespace parlor::app
