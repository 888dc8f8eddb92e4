#include "app/scenes/info_overlays.hpp"

#include "app/core/app.hpp"
#include "app/core/theme.hpp"
#include "app/table_entries.hpp"

#include <algorithm>

namespace parlor::app {

// ---- rules ----

RulesOverlay::RulesOverlay(App& app, std::string game_id) : Scene(app) {
    show_game(table_or_first(game_id));
}

void RulesOverlay::show_game(const TableEntry& game) {
    game_ = game.id;
    title_ = "Rules of " + game.title;
    text_ = std::string(game.rules);
    scroll_ = 0;
}

void RulesOverlay::on_action(UiAction action) {
    const int line = static_cast<int>(page_ / 12);
    switch (action) {
    case UiAction::Cancel:
    case UiAction::Select:
        app().pop();
        return;
    case UiAction::Up:
        scroll_ -= line;
        break;
    case UiAction::Down:
        scroll_ += line;
        break;
    case UiAction::PageUp:
        scroll_ -= static_cast<int>(page_ * 0.9f);
        break;
    case UiAction::PageDown:
        scroll_ += static_cast<int>(page_ * 0.9f);
        break;
    case UiAction::Home:
        scroll_ = 0;
        break;
    case UiAction::End:
        scroll_ = max_scroll_;
        break;
    case UiAction::Left:
    case UiAction::Right:
        show_game(next_table(game_, action == UiAction::Left ? -1 : 1));
        return;
    default:
        return;
    }
    scroll_ = std::clamp(scroll_, 0, max_scroll_);
}

void RulesOverlay::on_mouse(const MouseEvent& e) {
    if (e.kind == MouseEvent::Kind::Wheel) {
        scroll_ = std::clamp(scroll_ - static_cast<int>(e.wheel * page_ / 8), 0, max_scroll_);
    } else if (e.kind == MouseEvent::Kind::Up && e.button == SDL_BUTTON_RIGHT) {
        app().pop();
    }
}

void RulesOverlay::render(Gfx& g) {
    g.dim();
    const float W = float(g.width()), H = float(g.height());
    const float pw = std::min(W * 0.92f, g.u(860)), ph = H * 0.9f;
    const Rect panel{(W - pw) / 2, (H - ph) / 2, pw, ph};
    const Rect body = draw_dialog(g, panel, title_);
    TextStyle footer{g.u(theme::small_size - 1), false, theme::ink_soft, Align::Center};
    const float fh = g.line_height(footer);
    const Rect view{body.x, body.y, body.w, body.h - fh - g.u(10)};
    page_ = view.h;

    TextStyle heading{g.u(theme::body_size + 1), true, theme::gold, Align::Left};
    TextStyle para{g.u(theme::body_size - 1), false, theme::ink, Align::Left};
    g.clip(view);
    float y = view.y - float(scroll_);
    // Paragraphs are separated by blank lines; the first line of each is its heading.
    std::size_t start = 0;
    while (start < text_.size()) {
        std::size_t end = text_.find("\n\n", start);
        if (end == std::string::npos) {
            end = text_.size();
        }
        const std::string block = text_.substr(start, end - start);
        const std::size_t nl = block.find('\n');
        const std::string head = block.substr(0, nl);
        const std::string rest = nl == std::string::npos ? std::string() : block.substr(nl + 1);
        g.text(head, view.x, y, heading);
        y += g.line_height(heading);
        y += g.paragraph(rest, Rect{view.x, y, view.w - g.u(14), 0}, para);
        y += g.u(14);
        start = end + 2;
    }
    g.clip(std::nullopt);
    const float content_h = y + float(scroll_) - view.y;
    max_scroll_ = std::max(0, static_cast<int>(content_h - view.h));
    scroll_ = std::clamp(scroll_, 0, max_scroll_);
    if (max_scroll_ > 0) {
        const float track = view.h;
        const float h = std::max(g.u(24), track * view.h / content_h);
        const float ty = view.y + (track - h) * float(scroll_) / float(max_scroll_);
        g.fill_rounded(Rect{view.right() - g.u(5), ty, g.u(5), h}, g.u(2),
                       Color{200, 230, 210, 150});
    }
    g.text("Up/Down, Page Up/Down or the wheel scroll  ·  Left/Right: other games  ·  Esc or "
           "Enter closes",
           body.cx(), body.bottom() - fh, footer);
}

// ---- shortcuts ----

namespace {

const std::vector<KeyHelp> general = {
    {"Arrows, Tab", "move the focus"},
    {"Enter, Space", "press the focused button or card"},
    {"Esc", "back, close, or the pause menu on the table"},
    {"F11, Alt+Enter", "fullscreen on and off"},
    {"F1, ?", "this list"},
    {"Ctrl+Q", "quit Parlor"},
};

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

void ShortcutsOverlay::render(Gfx& g) {
    g.dim();
    const float W = float(g.width()), H = float(g.height());
    const float pw = std::min(W * 0.94f, g.u(980)), ph = std::min(H * 0.94f, g.u(600));
    const Rect panel{(W - pw) / 2, (H - ph) / 2, pw, ph};
    const Rect body = draw_dialog(g, panel, "Keyboard and mouse");
    TextStyle head{g.u(theme::body_size), true, theme::gold, Align::Left};
    TextStyle footer{g.u(theme::small_size - 1), false, theme::ink_soft, Align::Center};
    const float col_w = (body.w - g.u(30)) / 2;
    const TableEntry& game = table_or_first(game_);
    const float room = body.h - g.line_height(footer) - g.u(8);

    // The key chips are as wide as the widest keys on the page ("F11, Alt+Enter"), the same in
    // both columns; the text takes a smaller size where a game has many keys and the window is
    // small, so that the list stays inside its panel.
    struct Fit {
        TextStyle key, what;
        float key_w = 0;
    };
    const auto fit_at = [&](float size) {
        Fit fit{TextStyle{size, true, theme::ink, Align::Center},
                TextStyle{size, false, theme::ink_soft, Align::Left}, g.u(150)};
        for (const auto* items : {&general, &game.keys}) {
            for (const KeyHelp& item : *items) {
                fit.key_w = std::max(fit.key_w, g.measure(item.keys, fit.key).w + g.u(28));
            }
        }
        fit.key_w = std::min(fit.key_w, col_w * 0.45f);
        return fit;
    };
    const auto column_height = [&](const Fit& fit, const std::vector<KeyHelp>& items) {
        float h = g.line_height(head) + g.u(6);
        for (const KeyHelp& item : items) {
            const auto lines = g.wrap(item.what, col_w - fit.key_w, fit.what);
            h += static_cast<float>(std::max<std::size_t>(1, lines.size())) *
                     g.line_height(fit.what) +
                 g.u(8);
        }
        return h;
    };
    Fit fit = fit_at(g.u(theme::small_size + 1));
    for (float size = theme::small_size; size >= theme::small_size - 3; size -= 1) {
        if (std::max(column_height(fit, general), column_height(fit, game.keys)) <= room) {
            break;
        }
        fit = fit_at(g.u(size));
    }

    overflowed_ = false;
    auto column = [&](float x, const std::string& title, const std::vector<KeyHelp>& items) {
        float y = body.y;
        g.text(title, x, y, head);
        y += g.line_height(head) + g.u(6);
        for (const KeyHelp& item : items) {
            overflowed_ = overflowed_ || g.measure(item.keys, fit.key).w > fit.key_w - g.u(12);
            g.fill_rounded(
                Rect{x, y - g.u(2), fit.key_w - g.u(12), g.line_height(fit.key) + g.u(4)}, g.u(6),
                Color{40, 80, 58, 255});
            g.text(item.keys, x + (fit.key_w - g.u(12)) / 2, y, fit.key);
            y += g.paragraph(item.what, Rect{x + fit.key_w, y, col_w - fit.key_w, 0}, fit.what) +
                 g.u(8);
        }
        overflowed_ = overflowed_ || y - g.u(8) > body.y + room;
    };
    column(body.x, "Everywhere", general);
    column(body.x + col_w + g.u(30), "At the " + game.title + " table", game.keys);
    g.text("Left/Right: the other games' keys  ·  Esc, Enter or a click closes", body.cx(),
           body.bottom() - g.line_height(footer), footer);
}

} // namespace parlor::app
