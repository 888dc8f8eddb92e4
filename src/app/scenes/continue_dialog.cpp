#include "app/scenes/continue_dialog.hpp"

#include "app/core/app.hpp"
#include "app/core/paths.hpp"
#include "app/core/theme.hpp"
#include "app/scenes/load_dialog.hpp"
#include "app/table_entries.hpp"

namespace parlor::app {

ContinueDialog::ContinueDialog(App& app) : Scene(app), buttons_({"Continue", "Cancel"}, true) {
    buttons_.buttons[0].primary = true;
    for (const UnfinishedGame& game : app.unfinished().list()) {
        const SaveSummary s = summarize_save_file(game.path);
        const TableEntry* info = find_table(game.game_id);
        list_.rows.push_back(ListBox::Row{(info ? info->title : game.game_id) +
                                              "  ·  last played " + format_time(game.modified),
                                          s.error.empty() ? s.line : s.error});
        paths_.push_back(game.path);
    }
}

void ContinueDialog::open(std::size_t row) {
    if (row >= paths_.size()) {
        return;
    }
    open_in_place_of_dialog(app(), paths_[row]);
}

void ContinueDialog::on_action(UiAction action) {
    if (action == UiAction::Cancel) {
        app().pop();
        return;
    }
    if (action == UiAction::Next || action == UiAction::Prev) {
        on_buttons_ = !on_buttons_;
        app().redraw();
        return;
    }
    if (on_buttons_) {
        if (auto chosen = buttons_.on_action(action)) {
            if (*chosen == 0) {
                open(static_cast<std::size_t>(list_.selected));
            } else {
                app().pop();
            }
        }
        return;
    }
    if (auto row = list_.on_action(action)) {
        open(static_cast<std::size_t>(*row));
    }
}

void ContinueDialog::on_mouse(const MouseEvent& e) {
    if (auto row = list_.on_mouse(e)) {
        open(static_cast<std::size_t>(*row));
        return;
    }
    if (auto chosen = buttons_.on_mouse(e)) {
        if (*chosen == 0) {
            open(static_cast<std::size_t>(list_.selected));
        } else {
            app().pop();
        }
    }
}

void ContinueDialog::render(Gfx& g) {
    g.dim();
    const float W = float(g.width()), H = float(g.height());
    const float bh = g.u(48);
    const float rows = static_cast<float>(std::max<std::size_t>(1, list_.rows.size()));
    const float pw = std::min(W * 0.92f, g.u(820));
    const float ph = std::min(H * 0.92f, g.u(150) + rows * g.u(62) + bh);
    const Rect panel{(W - pw) / 2, (H - ph) / 2, pw, ph};
    const Rect body = draw_dialog(g, panel, "Continue a game");
    list_.row_height = g.u(58);
    list_.rect = Rect{body.x, body.y, body.w, std::max(list_.row_height, body.h - bh - g.u(20))};
    list_.keep_selection_visible();
    list_.render(g, g.u(theme::body_size - 1), !on_buttons_);
    buttons_.layout_row(Rect{body.right() - g.u(360), body.bottom() - bh, g.u(360), bh}, g.u(16));
    buttons_.render(g, g.u(theme::button_size), on_buttons_);
}

} // namespace parlor::app
