#include "app/scenes/new_game_layout.hpp"

#include "app/core/theme.hpp"
#include "app/ui/widgets.hpp"

#include <algorithm>

namespace parlor::app {

namespace {

// Buttons side by side across `area`, `gap` apart.
void row(std::vector<Rect>& out, const Rect& area, int n, float gap) {
    const float w = (area.w - gap * float(n - 1)) / float(n);
    for (int i = 0; i < n; ++i) {
        out.push_back(Rect{area.x + float(i) * (w + gap), area.y, w, area.h});
    }
}

} // namespace

NewGameLayout layout_new_game(int width, int height, Arrangement arrangement, int buttons,
                              int steps) {
    const float u = Scale::of(width, height).unit;
    const float W = float(width), H = float(height);
    NewGameLayout l;
    const float pw = std::min(W * 0.9f, 700 * u);
    const float ph = std::min(H * 0.86f, 520 * u);
    l.panel = Rect{(W - pw) / 2, (H - ph) / 2, pw, ph};
    l.body = dialog_body(l.panel, u);
    const Rect& body = l.body;
    for (int i = 0; i < steps; ++i) {
        l.dots.push_back(Point{body.x + body.w * (float(i) + 0.5f) / float(steps), body.y + 8 * u});
    }
    l.names_y = body.y + 20 * u;
    l.prompt_y = body.y + 62 * u;

    const float note_line = line_skip(theme::small_size * u);
    const float bw = std::min(body.w, 520 * u);
    const float bx = body.cx() - bw / 2;
    const float bh = 48 * u, gap = 12 * u;
    const Rect bottom_row{bx, body.bottom() - bh, bw, bh};
    const int n = std::max(buttons, 1);
    switch (arrangement) {
    case Arrangement::Column: {
        // The buttons share what is left when two lines of note are kept under them, up to
        // their full height.
        const float top = l.prompt_y + 48 * u;
        const float note_h = 2 * note_line;
        const float room = body.bottom() - top - note_h - 14 * u;
        const float h = std::clamp((room - gap * float(n - 1)) / float(n), 28 * u, bh);
        for (int i = 0; i < n; ++i) {
            l.buttons.push_back(Rect{bx, top + float(i) * (h + gap), bw, h});
        }
        l.note = Rect{bx, l.buttons.back().bottom() + 14 * u, bw, note_h};
        break;
    }
    case Arrangement::Counts: {
        const float top = l.prompt_y + 56 * u;
        row(l.buttons, Rect{body.x, top, body.w, bh}, n - 1, 6 * u);
        l.buttons.push_back(Rect{body.cx() - 90 * u, body.bottom() - bh, 180 * u, bh}); // Back
        l.note = Rect{bx, top + bh + 24 * u, bw, 3 * note_line};
        break;
    }
    case Arrangement::Grid: {
        // The toggles (two columns when there are many), then Continue and Back side by side.
        const int toggles = std::max(n - 2, 1);
        const int columns = toggles > 4 ? 2 : 1;
        const int rows = (toggles + columns - 1) / columns;
        const float top = l.prompt_y + 44 * u;
        const float bottom = body.bottom() - bh - 60 * u; // room for two lines of note
        const float h =
            std::clamp((bottom - top - gap * float(rows - 1)) / float(rows), 28 * u, bh);
        const float grid_w = columns == 1 ? bw : body.w;
        const float left = columns == 1 ? bx : body.x;
        const float cell_w = (grid_w - gap * float(columns - 1)) / float(columns);
        for (int i = 0; i < toggles; ++i) {
            const int column = i / rows, r = i % rows;
            l.buttons.push_back(
                Rect{left + float(column) * (cell_w + gap), top + float(r) * (h + gap), cell_w, h});
        }
        const float row_w = std::min(bw, 420 * u);
        row(l.buttons, Rect{body.cx() - row_w / 2, body.bottom() - bh, row_w, bh}, 2, gap);
        const float grid_bottom = top + float(rows) * (h + gap) - gap;
        l.note = Rect{body.x, grid_bottom + 14 * u, body.w, 2 * note_line};
        break;
    }
    case Arrangement::Field:
        l.field = Rect{bx, l.prompt_y + 56 * u, bw, 52 * u};
        l.note = Rect{body.x, l.field.bottom() + 14 * u, body.w, note_line};
        row(l.buttons, bottom_row, n, 16 * u);
        break;
    case Arrangement::Coin:
        l.coin_r = 56 * u;
        l.coin = Point{body.cx(), l.prompt_y + 60 * u + l.coin_r};
        row(l.buttons, bottom_row, n, 16 * u);
        break;
    case Arrangement::Landed:
        l.coin_r = 56 * u;
        l.coin = Point{body.cx(), l.prompt_y + 10 * u + l.coin_r};
        l.note = Rect{body.x, l.coin.y + l.coin_r + 18 * u, body.w, note_line};
        l.toss_line =
            Rect{body.x, l.coin.y + l.coin_r + 46 * u, body.w,
                 std::max(0.0f, body.bottom() - bh - 8 * u - (l.coin.y + l.coin_r + 46 * u))};
        row(l.buttons, Rect{body.cx() - 150 * u, body.bottom() - bh, 300 * u, bh}, n, 0);
        break;
    }
    return l;
}

} // namespace parlor::app
