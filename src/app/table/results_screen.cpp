#include "app/table/results_screen.hpp"

#include "app/core/app.hpp"
#include "app/core/theme.hpp"
#include "app/scenes/new_game_scene.hpp"
#include "app/scenes/statistics_scene.hpp"

#include <algorithm>

namespace parlor::app::table {

std::vector<ResultsButton> results_buttons(const ResultsSheet& sheet) {
    std::vector<ResultsButton> kinds;
    if (sheet.final && sheet.again) {
        kinds = {ResultsButton::PlayAgain, ResultsButton::Leave};
    } else {
        kinds = {ResultsButton::Continue};
        if (!sheet.final && sheet.on_leave) {
            kinds.push_back(ResultsButton::Leave);
        }
    }
    kinds.push_back(ResultsButton::Statistics);
    return kinds;
}

namespace {

std::string label(ResultsButton kind, const ResultsSheet& sheet) {
    switch (kind) {
    case ResultsButton::Continue:
        return sheet.button;
    case ResultsButton::PlayAgain:
        return "Play again";
    case ResultsButton::Leave:
        return "Back to the title";
    case ResultsButton::Statistics:
        break;
    }
    return "Statistics";
}

std::vector<std::string> labels(const std::vector<ResultsButton>& kinds,
                                const ResultsSheet& sheet) {
    std::vector<std::string> texts;
    for (const ResultsButton kind : kinds) {
        texts.push_back(label(kind, sheet));
    }
    return texts;
}

} // namespace

ResultsScreen::ResultsScreen(App& app, ResultsSheet sheet)
    : Scene(app), sheet_(std::move(sheet)), kinds_(results_buttons(sheet_)),
      buttons_(labels(kinds_, sheet_), true) {
    buttons_.buttons[0].primary = true;
    if (sheet_.undo_used) {
        sheet_.lines.push_back("A move was taken back in this game.");
    }
    if (sheet_.final) {
        app.unfinished().remove(sheet_.game_id); // finished: Continue no longer offers it
    }
}

void ResultsScreen::proceed() {
    if (sheet_.final) {
        app().go_to_title();
        return;
    }
    app().pop();
    if (sheet_.on_continue) {
        sheet_.on_continue();
    }
}

// Between rounds: the next round is dealt (and so autosaved) before the title, so that Continue
// picks the game up there and nothing of the round just played is lost.
void ResultsScreen::leave() {
    if (sheet_.final) {
        app().go_to_title();
        return;
    }
    app().pop();
    sheet_.on_leave();
    app().go_to_title("Your game was kept: Continue picks it up at the next deal.");
}

void ResultsScreen::play_again() {
    start_again(app(), *sheet_.again);
}

void ResultsScreen::press(int button) {
    switch (kinds_.at(static_cast<std::size_t>(button))) {
    case ResultsButton::Continue:
        proceed();
        break;
    case ResultsButton::PlayAgain:
        play_again();
        break;
    case ResultsButton::Leave:
        leave();
        break;
    case ResultsButton::Statistics:
        app().push(std::make_unique<StatisticsScene>(app(), sheet_.game_id));
        break;
    }
}

void ResultsScreen::on_action(UiAction action) {
    if (sheet_.final && action == UiAction::Cancel) {
        proceed();
    } else if (auto chosen = buttons_.on_action(action)) {
        press(*chosen);
    }
}

void ResultsScreen::on_key(char key) {
    if (key == 'c' && kinds_.front() == ResultsButton::Continue) {
        proceed();
    } else if (key == 'p' && sheet_.final && sheet_.again) {
        play_again();
    }
}

void ResultsScreen::on_mouse(const MouseEvent& e) {
    if (auto chosen = buttons_.on_mouse(e)) {
        press(*chosen);
    }
}

void ResultsScreen::render(Gfx& g) {
    g.felt();
    const float W = static_cast<float>(g.width());
    const float H = static_cast<float>(g.height());
    float y = g.u(22);
    if (sheet_.crown) {
        const float crown_h = g.u(54);
        g.crown(Rect{W / 2 - crown_h * 0.75f, y, crown_h * 1.5f, crown_h}, theme::gold);
        y += crown_h + g.u(4);
    }
    const TextStyle title{g.u(sheet_.crown ? theme::title_size - 8 : theme::heading_size + 4), true,
                          theme::gold, Align::Center};
    g.text(sheet_.headline, W / 2, y, title);
    y += g.line_height(title) + g.u(4);
    const TextStyle sub{g.u(theme::body_size), false, theme::ink_soft, Align::Center};
    for (const std::string& line : sheet_.lines) {
        g.text(line, W / 2, y, sub);
        y += g.line_height(sub);
    }
    y += g.u(14);

    const float bh = g.u(50);
    const Rect area{g.u(24), y, W - g.u(48), H - y - bh - g.u(50)};
    if (sheet_.body) {
        sheet_.body(g, area);
    } else if (!sheet_.header.empty()) {
        const float tw = std::min(W * 0.92f, g.u(820));
        const Rect table{(W - tw) / 2, area.y, tw, area.h};
        draw_panel(g, table);
        const int rows = static_cast<int>(sheet_.rows.size()) + 1 + (sheet_.total.empty() ? 0 : 1);
        const float rh = std::min(g.u(32), (table.h - g.u(16)) / static_cast<float>(rows));
        const float size = std::min(g.u(theme::small_size + 1), rh * 0.62f);
        const TextStyle head{size, true, theme::gold, Align::Left};
        const TextStyle cell{size, false, theme::ink, Align::Left};
        const float x0 = table.x + g.u(20);
        const float cw = table.w - g.u(40);
        float ry = table.y + g.u(8);
        auto row = [&](const std::vector<std::string>& texts, const TextStyle& style) {
            for (std::size_t c = 0; c < texts.size() && c < sheet_.columns.size(); ++c) {
                g.text(texts[c], x0 + sheet_.columns[c] * cw, ry + (rh - g.line_height(style)) / 2,
                       style);
            }
            ry += rh;
        };
        row(sheet_.header, head);
        for (std::size_t i = 0; i < sheet_.rows.size(); ++i) {
            if (i % 2 == 1) {
                g.fill(Rect{table.x + g.u(8), ry, table.w - g.u(16), rh}, Color{255, 255, 255, 10});
            }
            row(sheet_.rows[i], cell);
        }
        if (!sheet_.total.empty()) {
            g.fill(Rect{x0, ry + g.u(2), cw, std::max(1.0f, g.u(1))}, theme::gold.with_alpha(120));
            row(sheet_.total, head);
        }
    }
    const float bw = std::min(W - g.u(32), g.u(kinds_.size() > 2 ? 720 : 520));
    buttons_.layout_row(Rect{(W - bw) / 2, H - bh - g.u(26), bw, bh}, g.u(16));
    buttons_.render(g, g.u(theme::button_size));
}

} // namespace parlor::app::table
