#include "app/scenes/continue_dialog.hpp"

#include "app/core/app.hpp"
#include "app/core/paths.hpp"
#include "app/core/theme.hpp"
#include "app/scenes/load_dialog.hpp"
#include "app/table_entries.hpp"

namespace parlor::app {

ContinueDialog::ContinueDialog(App& app) : Scene(app) {
    for (const UnfinishedGame& game : app.unfinished().list()) {
        const SaveSummary s = summarize_unfinished(app, game);
        const TableEntry* info = find_table(game.game_id);
        list_.rows.push_back(ListBox::Row{(info ? info->title : game.game_id) +
                                              "  ·  last played " + format_time(game.modified),
                                          s.error.empty() ? s.line : s.error});
        games_.push_back(game);
    }
}

void ContinueDialog::open(std::size_t row) {
    if (row >= games_.size()) {
        return;
    }
    OpenedGame opened = open_unfinished(app(), games_[row]);
    app().pop();
    if (opened.scene) {
        app().push(std::move(opened.scene));
    } else {
        app().set_notice(opened.error, true); // the unfinished game is untouched
    }
}

ContinueLayout ContinueDialog::layout() const {
    return layout_continue(app().gfx().width(), app().gfx().height(),
                           static_cast<int>(list_.rows.size()));
}

void ContinueDialog::press(int button) {
    if (button == 0) {
        open(static_cast<std::size_t>(list_.selected));
    } else {
        app().pop();
    }
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
    const ContinueLayout l = layout();
    if (on_buttons_) {
        if (auto chosen = pad_.on_action(action, l.buttons, buttons_)) {
            press(*chosen);
        }
        return;
    }
    if (auto row = list_.on_action(action, l.list)) {
        open(static_cast<std::size_t>(*row));
    }
}

void ContinueDialog::on_mouse(const MouseEvent& e) {
    const ContinueLayout l = layout();
    if (auto row = list_.on_mouse(e, l.list)) {
        open(static_cast<std::size_t>(*row));
        return;
    }
    if (auto chosen = pad_.on_mouse(e, l.buttons, buttons_)) {
        press(*chosen);
    }
}

void ContinueDialog::render(Gfx& g) {
    g.dim();
    const ContinueLayout l = layout();
    draw_dialog(g, l.frame.panel, "Continue a game");
    list_.render(g, l.list, g.u(theme::body_size - 1), !on_buttons_);
    pad_.paint(g, l.buttons, buttons_, g.u(theme::button_size), on_buttons_);
}

} // namespace parlor::app
