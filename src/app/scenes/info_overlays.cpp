#include "app/scenes/info_overlays.hpp"

#include "app/core/app.hpp"
#include "app/core/theme.hpp"
#include "app/table_entries.hpp"

#include <algorithm>

namespace parlor::app {

// ---- a page to read ----

void ReadingOverlay::show(std::string title, std::string text) {
    title_ = std::move(title);
    text_ = std::move(text);
    scroll_ = 0;
    chosen_ = -1;
}

ReadingOverlay::Page ReadingOverlay::page() {
    Gfx& g = app().gfx();
    const float W = float(g.width()), H = float(g.height());
    const float pw = std::min(W * 0.92f, g.u(860)), ph = H * 0.9f;
    Page p;
    p.panel = Rect{(W - pw) / 2, (H - ph) / 2, pw, ph};
    const Rect body = dialog_body(p.panel, g.scale());
    const float fh = line_skip(g.u(theme::small_size - 1));
    p.view = Rect{body.x, body.y, body.w, body.h - fh - g.u(10)};
    p.footer_y = body.bottom() - fh;
    const TextStyle para{g.u(theme::body_size - 1), false, theme::ink, Align::Left};
    const float head_h = line_skip(g.u(theme::body_size + 1));
    for (const Block& block : blocks()) {
        const auto lines =
            block.rest.empty() ? 0 : g.wrap(block.rest, p.view.w - g.u(14), para).size();
        const float h = head_h + static_cast<float>(lines) * g.line_height(para);
        p.block_tops.push_back(p.content_h);
        p.block_heights.push_back(h);
        p.content_h += h + g.u(14);
    }
    return p;
}

std::vector<ReadingOverlay::Block> ReadingOverlay::blocks() const {
    std::vector<Block> blocks;
    std::size_t start = 0;
    while (start < text_.size()) {
        std::size_t end = text_.find("\n\n", start);
        if (end == std::string::npos) {
            end = text_.size();
        }
        const std::string block = text_.substr(start, end - start);
        const std::size_t nl = block.find('\n');
        blocks.push_back(Block{block.substr(0, nl),
                               nl == std::string::npos ? std::string() : block.substr(nl + 1)});
        start = end + 2;
    }
    return blocks;
}

void ReadingOverlay::scroll_by(int pixels) {
    scroll_ = std::clamp(scroll_ + pixels, 0, page().max_scroll());
}

// Chooses a paragraph and scrolls it into view.
void ReadingOverlay::choose(int paragraph) {
    const Page p = page();
    const int count = static_cast<int>(p.block_tops.size());
    if (first_choosable() < 0 || count <= first_choosable()) {
        return;
    }
    chosen_ = std::clamp(paragraph, first_choosable(), count - 1);
    const float top = p.block_tops[static_cast<std::size_t>(chosen_)];
    const float bottom = top + p.block_heights[static_cast<std::size_t>(chosen_)];
    if (top < float(scroll_)) {
        scroll_ = static_cast<int>(top);
    } else if (bottom > float(scroll_) + p.view.h) {
        scroll_ = static_cast<int>(bottom - p.view.h) + 1;
    }
    scroll_ = std::clamp(scroll_, 0, p.max_scroll());
}

void ReadingOverlay::on_action(UiAction action) {
    const float view_h = page().view.h;
    switch (action) {
    case UiAction::Cancel:
        app().pop();
        return;
    case UiAction::Select:
        if (chosen_ >= 0) {
            open_chosen(chosen_);
        } else {
            app().pop();
        }
        return;
    case UiAction::Next:
        choose(chosen_ < 0 ? first_choosable() : chosen_ + 1);
        return;
    case UiAction::Prev:
        choose(chosen_ < 0 ? first_choosable() : chosen_ - 1);
        return;
    case UiAction::Up:
        scroll_by(-static_cast<int>(view_h / 12));
        return;
    case UiAction::Down:
        scroll_by(static_cast<int>(view_h / 12));
        return;
    case UiAction::PageUp:
        scroll_by(-static_cast<int>(view_h * 0.9f));
        return;
    case UiAction::PageDown:
        scroll_by(static_cast<int>(view_h * 0.9f));
        return;
    case UiAction::Home:
        scroll_ = 0;
        return;
    case UiAction::End:
        scroll_ = page().max_scroll();
        return;
    case UiAction::Left:
    case UiAction::Right:
        turn(action == UiAction::Left ? -1 : 1);
        return;
    default:
        return;
    }
}

void ReadingOverlay::on_mouse(const MouseEvent& e) {
    if (e.kind == MouseEvent::Kind::Wheel) {
        scroll_by(-static_cast<int>(e.wheel * page().view.h / 8));
    } else if (e.kind == MouseEvent::Kind::Up && e.button == SDL_BUTTON_RIGHT) {
        app().pop();
    } else if (e.kind == MouseEvent::Kind::Up && e.button == SDL_BUTTON_LEFT &&
               first_choosable() >= 0) {
        // A click on a paragraph that may be chosen opens it.
        const Page p = page();
        if (!p.view.contains(e.pos)) {
            return;
        }
        const float y = e.pos.y - p.view.y + float(std::clamp(scroll_, 0, p.max_scroll()));
        for (int i = first_choosable(); i < static_cast<int>(p.block_tops.size()); ++i) {
            const auto b = static_cast<std::size_t>(i);
            if (y >= p.block_tops[b] && y < p.block_tops[b] + p.block_heights[b]) {
                chosen_ = i;
                open_chosen(i);
                return;
            }
        }
    }
}

void ReadingOverlay::render(Gfx& g) {
    g.dim();
    const Page p = page();
    const Rect body = draw_dialog(g, p.panel, title_, PanelFill::Solid);
    const Rect& view = p.view;
    // The scroll as left, held inside the text for a window of another size.
    const int scroll = std::clamp(scroll_, 0, p.max_scroll());
    const TextStyle heading{g.u(theme::body_size + 1), true, theme::gold, Align::Left};
    const TextStyle para{g.u(theme::body_size - 1), false, theme::ink, Align::Left};
    g.clip(view);
    if (chosen_ >= 0 && chosen_ < static_cast<int>(p.block_tops.size())) {
        const auto b = static_cast<std::size_t>(chosen_);
        g.fill_rounded(Rect{view.x - g.u(6), view.y - float(scroll) + p.block_tops[b] - g.u(4),
                            view.w - g.u(2), p.block_heights[b] + g.u(8)},
                       g.u(6), Color{255, 255, 255, 28});
    }
    float y = view.y - float(scroll);
    for (const Block& block : blocks()) {
        g.text(block.head, view.x, y, heading);
        y += line_skip(heading.size);
        y += g.paragraph(block.rest, Rect{view.x, y, view.w - g.u(14), 0}, para);
        y += g.u(14);
    }
    g.clip(std::nullopt);
    if (p.max_scroll() > 0) {
        const float track = view.h;
        const float h = std::max(g.u(24), track * view.h / p.content_h);
        const float ty = view.y + (track - h) * float(scroll) / float(p.max_scroll());
        g.fill_rounded(Rect{view.right() - g.u(5), ty, g.u(5), h}, g.u(2),
                       Color{200, 230, 210, 150});
    }
    g.text(footer(), body.cx(), p.footer_y,
           TextStyle{g.u(theme::small_size - 1), false, theme::ink_soft, Align::Center});
}

// ---- rules ----

RulesOverlay::RulesOverlay(App& app, std::string game_id) : ReadingOverlay(app) {
    show_game(table_or_first(game_id));
}

void RulesOverlay::show_game(const TableEntry& game) {
    game_ = game.id;
    show("Rules of " + game.title, std::string(game.rules));
}

void RulesOverlay::turn(int direction) {
    show_game(next_table(game_, direction));
}

std::string RulesOverlay::footer() const {
    return "Up/Down, Page Up/Down or the wheel scroll  ·  Left/Right: other games  ·  Esc or "
           "Enter closes";
}

// ---- shortcuts ----

namespace {

const std::vector<KeyHelp> general = {
    {"Arrows, Tab", "move the focus"},
    {"Enter, Space", "press the focused button or card"},
    {"Esc", "back, close, or the pause menu on the table"},
    {"F11, Alt+Enter", "fullscreen on and off"},
    {"M", "sound off and on, at a table"}, // here: the tables' column is full at 800x480
    {"F1, ?", "this list"},
    {"Ctrl+Q", "quit Parlor"},
    // The speech mode's keys work at every table; the roomy column keeps the tables' lists short.
    {"Ctrl+T", "at a table: speech on and off (moves, turn and focus said aloud)"},
    {"Ctrl+H", "at a table, with speech on: say your hand"},
};

// The keys the table kit gives every table, after the game's own.
const std::vector<KeyHelp> kit_keys = {
    {"Ctrl+↑ ↓ Enter", "the game log: mark a move, open or close its reasons"},
};

std::vector<KeyHelp> table_keys(const TableEntry& game) {
    std::vector<KeyHelp> keys = game.keys;
    keys.insert(keys.end(), kit_keys.begin(), kit_keys.end());
    return keys;
}

} // namespace

ShortcutsOverlay::ShortcutsOverlay(App& app, std::string game_id)
    : Scene(app), game_(std::move(game_id)) {
    if (game_.empty() && app.top()) {
        game_ = std::string(app.top()->game_id()); // the table it opens over
    }
    game_ = table_or_first(game_).id;
}

void ShortcutsOverlay::on_action(UiAction action) {
    if (action == UiAction::Cancel || action == UiAction::Select) {
        app().pop();
    } else if (action == UiAction::Left || action == UiAction::Right) {
        game_ = next_table(game_, action == UiAction::Left ? -1 : 1).id;
    }
}

void ShortcutsOverlay::on_mouse(const MouseEvent& e) {
    if (e.kind == MouseEvent::Kind::Up) {
        app().pop();
    }
}

// The key chips are as wide as the widest keys on the page ("F11, Alt+Enter"), the same in both
// columns; the text takes a smaller size where a game has many keys and the window is small, so
// that the list stays inside its panel.
ShortcutsOverlay::Page ShortcutsOverlay::page() {
    Gfx& g = app().gfx();
    const float W = float(g.width()), H = float(g.height());
    const float pw = std::min(W * 0.94f, g.u(980)), ph = std::min(H * 0.94f, g.u(600));
    Page p;
    p.panel = Rect{(W - pw) / 2, (H - ph) / 2, pw, ph};
    p.body = dialog_body(p.panel, g.scale());
    p.column_w = (p.body.w - g.u(30)) / 2;
    p.room = p.body.h - line_skip(g.u(theme::small_size - 1)) - g.u(8);
    const std::vector<KeyHelp> at_table = table_keys(table_or_first(game_));
    const auto chip_width = [&](float size) {
        const TextStyle key{size, true, theme::ink, Align::Center};
        float w = g.u(150);
        for (const auto* items : {&general, &at_table}) {
            for (const KeyHelp& item : *items) {
                w = std::max(w, g.measure(item.keys, key).w + g.u(28));
            }
        }
        return std::min(w, p.column_w * 0.45f);
    };
    const auto column_height = [&](float size, float key_w, const std::vector<KeyHelp>& items) {
        const TextStyle what{size, false, theme::ink_soft, Align::Left};
        float h = line_skip(g.u(theme::body_size)) + g.u(6);
        for (const KeyHelp& item : items) {
            const auto lines = g.wrap(item.what, p.column_w - key_w, what);
            h += static_cast<float>(std::max<std::size_t>(1, lines.size())) * g.line_height(what) +
                 g.u(8);
        }
        return h;
    };
    const auto tallest = [&](float size, float key_w) {
        return std::max(column_height(size, key_w, general), column_height(size, key_w, at_table));
    };
    p.text_size = g.u(theme::small_size + 1);
    p.key_w = chip_width(p.text_size);
    // Two sizes further down than 100% ever needs: at 200% the panel has fewer design units (it
    // stops at the window's edge) and the smallest of them is still larger than 100%'s.
    for (float size = theme::small_size; size >= theme::small_size - 5; size -= 1) {
        if (tallest(p.text_size, p.key_w) <= p.room) {
            break;
        }
        p.text_size = g.u(size);
        p.key_w = chip_width(p.text_size);
    }
    p.overflowed = tallest(p.text_size, p.key_w) > p.room;
    const TextStyle key{p.text_size, true, theme::ink, Align::Center};
    for (const auto* items : {&general, &at_table}) {
        for (const KeyHelp& item : *items) {
            p.overflowed = p.overflowed || g.measure(item.keys, key).w > p.key_w - g.u(12);
        }
    }
    return p;
}

void ShortcutsOverlay::render(Gfx& g) {
    g.dim();
    const Page p = page();
    const Rect body = draw_dialog(g, p.panel, "Keyboard and mouse", PanelFill::Solid);
    const TextStyle head{g.u(theme::body_size), true, theme::gold, Align::Left};
    const TextStyle key{p.text_size, true, theme::ink, Align::Center};
    const TextStyle what{p.text_size, false, theme::ink_soft, Align::Left};
    const TableEntry& game = table_or_first(game_);
    auto column = [&](float x, const std::string& title, const std::vector<KeyHelp>& items) {
        float y = body.y;
        g.text(title, x, y, head);
        y += line_skip(head.size) + g.u(6);
        for (const KeyHelp& item : items) {
            g.fill_rounded(Rect{x, y - g.u(2), p.key_w - g.u(12), g.line_height(key) + g.u(4)},
                           g.u(6), Color{40, 80, 58, 255});
            g.text(item.keys, x + (p.key_w - g.u(12)) / 2, y, key);
            y += g.paragraph(item.what, Rect{x + p.key_w, y, p.column_w - p.key_w, 0}, what) +
                 g.u(8);
        }
    };
    column(body.x, "Everywhere", general);
    column(body.x + p.column_w + g.u(30), "At the " + game.title + " table", table_keys(game));
    const TextStyle footer{g.u(theme::small_size - 1), false, theme::ink_soft, Align::Center};
    g.text("Left/Right: the other games' keys  ·  Esc, Enter or a click closes", body.cx(),
           body.bottom() - line_skip(footer.size), footer);
}

} // namespace parlor::app
