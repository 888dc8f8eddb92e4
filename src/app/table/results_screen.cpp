#include "app/table/results_screen.hpp"

#include "app/core/app.hpp"
#include "app/core/theme.hpp"
#include "app/scenes/new_game_scene.hpp"
#include "app/scenes/statistics_scene.hpp"

#include <algorithm>
#include <cmath>

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
    if (sheet.review) {
        kinds.push_back(ResultsButton::Review);
    }
    if (sheet.final && sheet.watch) {
        kinds.push_back(ResultsButton::Watch);
    }
    kinds.push_back(ResultsButton::Statistics);
    if (sheet.final && sheet.rematch) {
        kinds.push_back(ResultsButton::Rematch);
    }
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
    case ResultsButton::Review:
        return "Review";
    case ResultsButton::Watch:
        return "Watch again";
    case ResultsButton::Rematch:
        // At two seats the hands are exchanged; at more, each seat gets the next seat's.
        return sheet.again && sheet.again->players > 2 ? "Play these deals again, seats rotated"
                                                       : "Play these deals again, seats swapped";
    case ResultsButton::Statistics:
        break;
    }
    return "Statistics";
}

std::vector<PadButton> pad_buttons(const std::vector<ResultsButton>& kinds,
                                   const ResultsSheet& sheet) {
    std::vector<PadButton> buttons;
    for (const ResultsButton kind : kinds) {
        buttons.push_back({.label = label(kind, sheet), .primary = buttons.empty()});
    }
    return buttons;
}

} // namespace

ResultsScreen::ResultsScreen(App& app, ResultsSheet sheet)
    : Scene(app), sheet_(std::move(sheet)), kinds_(results_buttons(sheet_)),
      buttons_(pad_buttons(kinds_, sheet_)) {
    if (sheet_.undo_used) {
        sheet_.lines.push_back("A move was taken back in this game.");
    }
    // A finished game's unfinished game is removed by count_finished_game, once its result is
    // written (a full disk keeps it until then), not here.
}

ResultsLayout ResultsScreen::layout() {
    const int sheet_rows =
        static_cast<int>(sheet_.rows.size()) + 1 + (sheet_.total.empty() ? 0 : 1);
    Gfx& g = app().gfx();
    // Each button as wide as its label as painted (ButtonPad::paint's size and weight).
    const TextStyle label{g.u(theme::button_size), true, theme::ink, Align::Center};
    std::vector<float> widths;
    for (const PadButton& button : buttons_) {
        widths.push_back(g.measure(button.label, label).w);
    }
    const bool rematch = kinds_.back() == ResultsButton::Rematch;
    const int row = static_cast<int>(buttons_.size()) - (rematch ? 1 : 0);
    widths.resize(static_cast<std::size_t>(row));
    ResultsLayout l =
        layout_results(g.width(), g.height(), sheet_.crown, static_cast<int>(sheet_.lines.size()),
                       sheet_rows, row, widths);
    if (rematch) {
        // A row of its own above the others, as wide as its label: the body gives up the room.
        const float u = g.u(1);
        const Rect& first = l.buttons.front();
        const float w = std::min(static_cast<float>(g.width()) - 32 * u,
                                 std::ceil(g.measure(buttons_.back().label, label).w + 36 * u));
        const Rect wide{std::round((static_cast<float>(g.width()) - w) / 2),
                        first.y - first.h - 12 * u, w, first.h};
        const float cut = first.h + 12 * u;
        l.body.h = std::max(0.0f, l.body.h - cut);
        l.sheet.h = std::max(0.0f, l.sheet.h - cut);
        l.row_height =
            std::min(l.row_height, (l.sheet.h - 16 * u) / float(std::max(sheet_rows, 1)));
        l.text_size = std::min(l.text_size, l.row_height * 0.62f);
        l.buttons.push_back(wide);
    }
    return l;
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
    const App::Notice kept = sheet_.kept ? sheet_.kept() : App::Notice{};
    app().go_to_title(kept.text, kept.is_error);
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
    case ResultsButton::Review:
        app().push(std::make_unique<ReviewOverlay>(app(), sheet_.review_title, sheet_.review,
                                                   sheet_.review_moments));
        break;
    case ResultsButton::Watch:
        sheet_.watch();
        break;
    case ResultsButton::Statistics:
        app().push(std::make_unique<StatisticsScene>(app(), sheet_.game_id));
        break;
    case ResultsButton::Rematch:
        sheet_.rematch();
        break;
    }
}

void ResultsScreen::on_action(UiAction action) {
    if (sheet_.final && action == UiAction::Cancel) {
        proceed();
    } else if (auto chosen = pad_.on_action(action, layout().buttons, buttons_)) {
        press(*chosen);
    }
}

void ResultsScreen::on_key(char key) {
    if (key == 'c' && kinds_.front() == ResultsButton::Continue) {
        proceed();
    } else if (key == 'p' && sheet_.final && sheet_.again) {
        play_again();
    } else if (key == 'r' && sheet_.review) {
        app().push(std::make_unique<ReviewOverlay>(app(), sheet_.review_title, sheet_.review,
                                                   sheet_.review_moments));
    } else if (key == 'w' && sheet_.final && sheet_.watch) {
        sheet_.watch();
    } else if (key == 'd' && sheet_.final && sheet_.rematch) {
        sheet_.rematch(); // D: the same deals again
    }
}

void ResultsScreen::on_mouse(const MouseEvent& e) {
    if (auto chosen = pad_.on_mouse(e, layout().buttons, buttons_)) {
        press(*chosen);
    }
}

void ResultsScreen::render(Gfx& g) {
    g.felt();
    const ResultsLayout l = layout();
    const float W = static_cast<float>(g.width());
    if (sheet_.crown) {
        g.crown(l.crown, theme::gold);
    }
    g.text(sheet_.headline, W / 2, l.headline_y,
           TextStyle{l.headline_size, true, theme::gold, Align::Center});
    const TextStyle sub{g.u(theme::body_size), false, theme::ink_soft, Align::Center};
    for (std::size_t i = 0; i < sheet_.lines.size(); ++i) {
        g.text(sheet_.lines[i], W / 2, l.lines[i], sub);
    }
    if (sheet_.body) {
        sheet_.body(g, l.body);
    } else if (!sheet_.header.empty()) {
        paint_sheet(g, l);
    }
    pad_.paint(g, l.buttons, buttons_, g.u(theme::button_size));
    if (!sheet_.details.empty()) {
        // Small, in the margin under the buttons: a detail for whoever wants the deals again.
        const TextStyle small{g.u(theme::small_size - 3), false, theme::ink_soft, Align::Center};
        const float below = l.buttons.front().y + l.buttons.front().h;
        g.text(sheet_.details, W / 2,
               below + (static_cast<float>(g.height()) - below - g.line_height(small)) / 2, small);
    }
}

void ResultsScreen::paint_sheet(Gfx& g, const ResultsLayout& l) const {
    const Rect& table = l.sheet;
    draw_panel(g, table);
    const float rh = l.row_height;
    const TextStyle head{l.text_size, true, theme::gold, Align::Left};
    const TextStyle cell{l.text_size, false, theme::ink, Align::Left};
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

} // namespace parlor::app::table
