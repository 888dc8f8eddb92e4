#include "app/ui/widgets.hpp"

#include "app/core/theme.hpp"
#include "parlor/cards/text_as_data.hpp"

#include <algorithm>
#include <cmath>

namespace parlor::app {

// ---- buttons ----

void draw_button(Gfx& g, const Button& b, bool focused, float font_size) {
    const float radius = b.rect.h * 0.28f;
    Color fill = b.primary ? theme::button_primary : theme::button;
    Color ink = b.primary ? theme::ink_dark : theme::ink;
    if (!b.enabled) {
        fill = theme::button_disabled;
        ink = Color{130, 150, 138, 255};
    } else if (b.pressed) {
        fill = b.primary ? Color{170, 128, 40, 255} : theme::button_pressed;
    } else if (b.hovered || focused) {
        fill = b.primary ? theme::button_primary_hover : theme::button_hover;
    }
    const float lift = (b.pressed && b.enabled) ? 0.0f : g.u(2);
    g.fill_rounded(b.rect.moved(0, lift), radius, Color{0, 0, 0, 90});
    g.fill_rounded(b.rect, radius, fill);
    // A lighter top edge gives the button some relief.
    g.outline_rounded(b.rect, radius,
                      b.primary ? Color{255, 230, 160, 120} : Color{150, 210, 170, 70});
    if (focused && b.enabled) {
        const float pad = g.u(3);
        g.outline_rounded(b.rect.inset(-pad), radius + pad, theme::focus);
        g.outline_rounded(b.rect.inset(-pad - 1), radius + pad + 1, theme::focus);
    }
    TextStyle style{font_size, true, ink, Align::Center};
    if (!b.key_hint.empty()) {
        TextStyle hint{font_size * 0.72f, false,
                       b.primary ? Color{70, 50, 10, 200} : Color{170, 210, 185, 200},
                       Align::Right};
        const TextSize hs = g.measure(b.key_hint, hint);
        g.text(b.key_hint, b.rect.right() - g.u(12), b.rect.cy() - hs.h / 2, hint);
        const Rect label_box{b.rect.x, b.rect.y, b.rect.w - hs.w - g.u(8), b.rect.h};
        g.text_centered(b.label, label_box.w > b.rect.w * 0.6f ? label_box : b.rect, style);
    } else {
        g.text_centered(b.label, b.rect, style);
    }
}

// ---- text field ----

namespace {

bool is_continuation(unsigned char c) {
    return (c & 0xC0) == 0x80;
}

} // namespace

void TextField::on_text(std::string_view utf8) {
    std::string clean;
    for (char c : utf8) {
        if (static_cast<unsigned char>(c) >= 0x20 && c != 0x7f) {
            clean += c;
        }
    }
    if (clean.empty()) {
        return;
    }
    if (suggested) {
        set_text({});
    }
    if (cards::characters(text) + cards::characters(clean) > max_chars) {
        return;
    }
    caret = std::min(caret, text.size());
    text.insert(caret, clean);
    caret += clean.size();
}

bool TextField::on_action(UiAction a) {
    caret = std::min(caret, text.size());
    if (suggested) {
        switch (a) {
        case UiAction::Erase:
        case UiAction::Delete:
            set_text({});
            return true;
        case UiAction::Left:
        case UiAction::Home:
            suggested = false;
            caret = 0;
            return true;
        case UiAction::Right:
        case UiAction::End:
            suggested = false;
            caret = text.size();
            return true;
        default:
            return false;
        }
    }
    switch (a) {
    case UiAction::Erase:
        if (caret > 0) {
            std::size_t start = caret - 1;
            while (start > 0 && is_continuation(static_cast<unsigned char>(text[start]))) {
                --start;
            }
            text.erase(start, caret - start);
            caret = start;
        }
        return true;
    case UiAction::Delete:
        if (caret < text.size()) {
            std::size_t end = caret + 1;
            while (end < text.size() && is_continuation(static_cast<unsigned char>(text[end]))) {
                ++end;
            }
            text.erase(caret, end - caret);
        }
        return true;
    case UiAction::Left:
        while (caret > 0) {
            --caret;
            if (!is_continuation(static_cast<unsigned char>(text[caret]))) {
                break;
            }
        }
        return true;
    case UiAction::Right:
        while (caret < text.size()) {
            ++caret;
            if (caret == text.size() || !is_continuation(static_cast<unsigned char>(text[caret]))) {
                break;
            }
        }
        return true;
    case UiAction::Home:
        caret = 0;
        return true;
    case UiAction::End:
        caret = text.size();
        return true;
    default:
        return false;
    }
}

void TextField::render(Gfx& g, const Rect& rect, float font_size, bool focused) const {
    const float radius = g.u(8);
    g.fill_rounded(rect, radius, Color{248, 246, 236, 255});
    g.outline_rounded(rect, radius, focused ? theme::focus : Color{120, 150, 130, 255});
    if (focused) {
        g.outline_rounded(rect.inset(-g.u(2)), radius + g.u(2), theme::focus);
    }
    const float pad = g.u(12);
    TextStyle style{font_size, false, theme::ink_dark, Align::Left};
    const float th = g.line_height(style);
    const float ty = rect.cy() - th / 2;
    const Rect inner = rect.inset(pad, 0);
    g.clip(inner);
    if (text.empty()) {
        TextStyle ph = style;
        ph.color = Color{140, 140, 130, 255};
        g.text(placeholder, inner.x, ty, ph);
    }
    // Keep the caret in view: shift long text left.
    const float caret_x =
        g.measure(std::string_view(text).substr(0, std::min(caret, text.size())), style).w;
    const float shift = std::max(0.0f, caret_x - (inner.w - g.u(4)));
    if (suggested && focused) {
        g.fill(Rect{inner.x - shift, ty, g.measure(text, style).w, th}, theme::selection);
    }
    if (!text.empty()) {
        g.text(text, inner.x - shift, ty, style);
    }
    if (focused && !suggested) {
        g.fill(Rect{inner.x - shift + caret_x, ty + th * 0.1f, std::max(1.0f, g.u(2)), th * 0.8f},
               Color{30, 90, 60, 255});
    }
    g.clip(std::nullopt);
}

// ---- list ----

int ListBox::visible_rows(const ListPlace& place) {
    return std::max(1,
                    static_cast<int>(std::floor(place.box.h / std::max(1.0f, place.row_height))));
}

int ListBox::first_shown(const ListPlace& place) const {
    const int n = static_cast<int>(rows.size());
    return std::clamp(scroll, 0, std::max(0, n - visible_rows(place)));
}

void ListBox::keep_selection_visible(const ListPlace& place) {
    const int n = static_cast<int>(rows.size());
    selected = n == 0 ? 0 : std::clamp(selected, 0, n - 1);
    const int vis = visible_rows(place);
    scroll = first_shown(place);
    if (selected < scroll) {
        scroll = selected;
    }
    if (selected >= scroll + vis) {
        scroll = selected - vis + 1;
    }
}

std::optional<int> ListBox::on_action(UiAction a, const ListPlace& place) {
    const int n = static_cast<int>(rows.size());
    if (n == 0) {
        return std::nullopt;
    }
    switch (a) {
    case UiAction::Up:
        selected = std::max(0, selected - 1);
        break;
    case UiAction::Down:
        selected = std::min(n - 1, selected + 1);
        break;
    case UiAction::PageUp:
        selected = std::max(0, selected - visible_rows(place));
        break;
    case UiAction::PageDown:
        selected = std::min(n - 1, selected + visible_rows(place));
        break;
    case UiAction::Home:
        selected = 0;
        break;
    case UiAction::End:
        selected = n - 1;
        break;
    case UiAction::Select:
        return selected;
    default:
        return std::nullopt;
    }
    keep_selection_visible(place);
    return std::nullopt;
}

std::optional<int> ListBox::on_mouse(const MouseEvent& e, const ListPlace& place) {
    const Rect& rect = place.box;
    if (e.kind == MouseEvent::Kind::Wheel && rect.contains(e.pos)) {
        scroll = first_shown(place) - static_cast<int>(e.wheel);
        scroll = first_shown(place);
        return std::nullopt;
    }
    if (e.kind != MouseEvent::Kind::Down || e.button != SDL_BUTTON_LEFT || !rect.contains(e.pos)) {
        return std::nullopt;
    }
    const int n = static_cast<int>(rows.size());
    const int row = first_shown(place) + static_cast<int>((e.pos.y - rect.y) / place.row_height);
    if (row < 0 || row >= n) {
        return std::nullopt;
    }
    const bool again = row == selected;
    selected = row;
    if (e.clicks >= 2 || again) {
        return row;
    }
    return std::nullopt;
}

void ListBox::render(Gfx& g, const ListPlace& place, float font_size, bool focused) const {
    const Rect& rect = place.box;
    const float row_height = place.row_height;
    g.fill_rounded(rect, g.u(8), Color{8, 28, 18, 200});
    if (focused) {
        g.outline_rounded(rect.inset(-g.u(2)), g.u(10), theme::focus);
    }
    g.clip(rect);
    const int vis = visible_rows(place);
    const int first = first_shown(place);
    TextStyle title{font_size, true, theme::ink, Align::Left};
    TextStyle detail{font_size * 0.8f, false, theme::ink_soft, Align::Left};
    for (int i = first; i < static_cast<int>(rows.size()) && i < first + vis + 1; ++i) {
        const Rect r{rect.x, rect.y + (i - first) * row_height, rect.w, row_height};
        if (i == selected) {
            g.fill_rounded(r.inset(g.u(4), g.u(2)), g.u(6),
                           focused ? Color{60, 130, 90, 255} : Color{40, 90, 64, 255});
            // A bar at its left end: the chosen row shows by shape too, not by its tint alone.
            g.fill_rounded(Rect{r.x + g.u(6), r.y + g.u(7), g.u(4), r.h - g.u(14)}, g.u(2),
                           theme::gold);
        }
        const float pad = g.u(14);
        const float lh = g.line_height(title);
        const float room = r.w - 2 * pad; // a long path ends in "…" inside the row
        if (rows[i].detail.empty()) {
            g.text(g.elided(rows[i].title, room, title), r.x + pad, r.cy() - lh / 2, title);
        } else {
            const float total = lh + g.line_height(detail);
            const float top = r.cy() - total / 2;
            g.text(g.elided(rows[i].title, room, title), r.x + pad, top, title);
            g.text(g.elided(rows[i].detail, room, detail), r.x + pad, top + lh, detail);
        }
    }
    g.clip(std::nullopt);
    const int n = static_cast<int>(rows.size());
    if (n > vis) {
        // A slim scroll indicator.
        const float track = rect.h - g.u(8);
        const float h = std::max(g.u(20), track * vis / n);
        const float y = rect.y + g.u(4) + (track - h) * first / std::max(1, n - vis);
        g.fill_rounded(Rect{rect.right() - g.u(8), y, g.u(4), h}, g.u(2),
                       Color{200, 230, 210, 140});
    }
}

// ---- panels ----

void draw_panel(Gfx& g, const Rect& r, PanelFill fill) {
    const float radius = g.u(18);
    g.soft_shadow(r, radius, 140);
    g.fill_rounded(r, radius, fill == PanelFill::Solid ? theme::panel_solid : theme::panel);
    g.outline_rounded(r, radius, Color{110, 170, 130, 110});
}

float line_skip(float px) {
    return std::ceil(px * 1.164f);
}

Rect dialog_body(const Rect& panel, float unit) {
    const float below = panel.y + 22 * unit + line_skip(theme::heading_size * unit) + 10 * unit;
    return Rect{panel.x + 28 * unit, below + 8 * unit, panel.w - 56 * unit,
                panel.bottom() - below - 24 * unit};
}

Rect draw_dialog(Gfx& g, const Rect& r, std::string_view heading, PanelFill fill) {
    draw_panel(g, r, fill);
    TextStyle h{g.u(theme::heading_size), true, theme::gold, Align::Center};
    g.text(heading, r.cx(), r.y + g.u(22), h);
    const Rect body = dialog_body(r, g.scale());
    g.fill(Rect{r.x + g.u(28), body.y - g.u(12), r.w - g.u(56), std::max(1.0f, g.u(1))},
           Color{232, 190, 80, 90});
    return body;
}

} // namespace parlor::app
