#include "app/scenes/dialog_layouts.hpp"

#include "app/core/theme.hpp"

#include <algorithm>
#include <cmath>

namespace parlor::app {

namespace {

// What a panel has besides its body: the heading and its rule above, a margin below.
float chrome(float u) {
    const Rect zero{0, 0, 100, 100};
    const Rect body = dialog_body(zero, u);
    return zero.h - body.h;
}

// A panel `width` design units wide (at most `share` of the window) around a body `body_h`
// pixels tall (the panel at most `share` of the window's height), centred.
DialogFrame frame(int width, int height, float design_width, float body_h, float share) {
    const float u = Scale::of(width, height).unit;
    const float W = float(width), H = float(height);
    const float pw = std::min(W * share, design_width * u);
    const float ph = std::min(H * share, body_h + chrome(u));
    const Rect panel{(W - pw) / 2, (H - ph) / 2, pw, ph};
    return DialogFrame{panel, dialog_body(panel, u)};
}

// `n` buttons side by side filling `area`.
std::vector<Rect> row_of(const Rect& area, int n, float gap) {
    std::vector<Rect> boxes;
    const float w = (area.w - gap * float(n - 1)) / float(n);
    for (int i = 0; i < n; ++i) {
        boxes.push_back(Rect{area.x + float(i) * (w + gap), area.y, w, area.h});
    }
    return boxes;
}

// `n` buttons stacked from `top`, `h` tall each.
std::vector<Rect> column_of(const Rect& body, float top, int n, float h, float gap) {
    std::vector<Rect> boxes;
    for (int i = 0; i < n; ++i) {
        boxes.push_back(Rect{body.x, top + float(i) * (h + gap), body.w, h});
    }
    return boxes;
}

constexpr float button_h = 48;
constexpr float button_gap = 16;

} // namespace

PauseLayout layout_pause(int width, int height, int buttons) {
    const float u = Scale::of(width, height).unit;
    const float gap = 12 * u;
    const float menu_h = float(buttons) * (button_h * u + gap) - gap;
    PauseLayout l;
    l.frame = frame(width, height, 400, 4 * u + menu_h + 12 * u, 0.96f);
    l.buttons = column_of(l.frame.body, l.frame.body.y + 4 * u, buttons, button_h * u, gap);
    return l;
}

float confirm_text_width(int width, int height) {
    return frame(width, height, 560, 0, 0.9f).body.w;
}

ConfirmLayout layout_confirm(int width, int height, int question_lines) {
    const float u = Scale::of(width, height).unit;
    const float text_h = float(std::max(question_lines, 1)) * line_skip(theme::body_size * u);
    const float bh = button_h * u;
    ConfirmLayout l;
    l.frame = frame(width, height, 560, text_h + 14 * u + bh, 0.9f);
    const Rect& body = l.frame.body;
    l.question = Rect{body.x, body.y, body.w, body.h - bh - 14 * u};
    l.buttons = row_of(Rect{body.x, body.bottom() - bh, body.w, bh}, 2, button_gap * u);
    return l;
}

SaveLayout layout_save(int width, int height) {
    const float u = Scale::of(width, height).unit;
    const float bh = button_h * u;
    SaveLayout l;
    l.frame = frame(width, height, 640, 226 * u, 0.9f);
    const Rect& body = l.frame.body;
    l.label_y = body.y;
    l.field = Rect{body.x, body.y + line_skip(theme::body_size * u) + 9 * u, body.w, 50 * u};
    l.path_y = l.field.bottom() + 10 * u;
    const float error_y = l.path_y + line_skip((theme::small_size - 1) * u) + 6 * u;
    l.error = Rect{body.x, error_y, body.w, body.bottom() - bh - 8 * u - error_y};
    l.buttons = row_of(Rect{body.x, body.bottom() - bh, body.w, bh}, 3, button_gap * u);
    return l;
}

ContinueLayout layout_continue(int width, int height, int rows) {
    const float u = Scale::of(width, height).unit;
    const float bh = button_h * u;
    const float row_h = 58 * u;
    ContinueLayout l;
    l.frame = frame(width, height, 820, float(std::max(rows, 1)) * 62 * u + 46 * u + bh, 0.92f);
    const Rect& body = l.frame.body;
    l.list = ListPlace{Rect{body.x, body.y, body.w, std::max(row_h, body.h - bh - 20 * u)}, row_h};
    const float row_w = std::min(360 * u, body.w);
    l.buttons =
        row_of(Rect{body.right() - row_w, body.bottom() - bh, row_w, bh}, 2, button_gap * u);
    return l;
}

LoadLayout layout_load(int width, int height) {
    const float u = Scale::of(width, height).unit;
    const float bh = button_h * u;
    const float field_h = 46 * u;
    const float row_h = 58 * u;
    const float gap = 14 * u;
    LoadLayout l;
    l.frame = frame(width, height, 1100, 600 * u - chrome(u), 0.96f); // a panel 600 tall
    const Rect& body = l.frame.body;
    l.folder_y = body.y;
    const float list_top = body.y + line_skip((theme::small_size - 1) * u) + 8 * u;
    const float list_bottom = body.bottom() - bh - field_h - 30 * u;
    const float list_h = std::max(row_h, list_bottom - list_top);
    // The preview beside the list: a third of the body, the list the rest.
    const float preview_w = std::floor(body.w * 0.36f);
    const float list_w = body.w - preview_w - gap;
    l.list = ListPlace{Rect{body.x, list_top, list_w, list_h}, row_h};
    l.preview = Rect{l.list.box.right() + gap, list_top, preview_w, list_h};
    l.field = Rect{body.x, l.list.box.bottom() + 14 * u, body.w, field_h};
    const float row_w = std::min(540 * u, body.w);
    l.buttons =
        row_of(Rect{body.right() - row_w, body.bottom() - bh, row_w, bh}, 3, button_gap * u);
    l.hint = Rect{body.x, body.bottom() - bh, l.buttons.front().x - body.x - 12 * u, bh};
    return l;
}

SettingsLayout layout_settings(int width, int height, int rows) {
    const float u = Scale::of(width, height).unit;
    const float H = float(height);
    const float n = float(std::max(rows, 1));
    const float gap = 10 * u;
    const float note_h = 2 * line_skip(theme::small_size * u) + 10 * u; // two lines at most
    // Rows grow thinner before the dialog leaves the window.
    const float room = H * 0.92f - chrome(u) - note_h;
    const float rh = std::min(46 * u, (room - (n - 1) * gap) / n);
    const float list_h = n * (rh + gap) - gap;
    SettingsLayout l;
    l.frame = frame(width, height, 620, list_h + note_h, 0.92f);
    l.rows = column_of(l.frame.body, l.frame.body.y, rows, rh, gap);
    l.text_size = std::min((theme::button_size - 2) * u, rh * 0.45f);
    const float top = l.frame.body.y + list_h + 10 * u;
    l.note = Rect{l.frame.body.x, top, l.frame.body.w, l.frame.body.bottom() - top};
    return l;
}

} // namespace parlor::app
