#include "app/scenes/load_dialog.hpp"

#include "app/core/app.hpp"
#include "app/core/paths.hpp"
#include "app/core/theme.hpp"
#include "app/scenes/unfinished_question.hpp"
#include "app/table_entries.hpp"

#include <cstdlib>
#include <filesystem>

namespace parlor::app {

namespace {

// "~/x" → "$HOME/x"; a bare name that is not a file here is looked up in the data folder.
std::string resolve_typed_path(std::string typed, const std::string& data_dir) {
    while (!typed.empty() && typed.back() == ' ') {
        typed.pop_back();
    }
    typed.erase(0, typed.find_first_not_of(' '));
    if (typed.rfind("~/", 0) == 0) {
        if (const char* home = std::getenv("HOME")) {
            typed = std::string(home) + typed.substr(1);
        }
    }
    std::error_code ec;
    if (!typed.empty() && !std::filesystem::exists(typed, ec) &&
        typed.find('/') == std::string::npos) {
        for (const std::string& candidate : {data_dir + typed, data_dir + typed + ".txt"}) {
            if (std::filesystem::exists(candidate, ec)) {
                return candidate;
            }
        }
    }
    return typed;
}

} // namespace

LoadDialog::LoadDialog(App& app) : Scene(app), buttons_({"Open", "Cancel"}, true) {
    buttons_.buttons[0].primary = true;
    path_field_.placeholder = "…or type the path of any saved game";
    path_field_.max_chars = 400;
    scan();
    focus_ = paths_.empty() ? Focus::Path : Focus::List;
}

void LoadDialog::scan() {
    list_.rows.clear();
    paths_.clear();
    for (const FileEntry& f : list_files(app().data_dir(), ".txt")) {
        const SaveSummary s = summarize_save_file(f.path);
        std::string title = f.name.substr(0, f.name.size() - 4);
        if (f.path == app().unfinished().old_autosave_path()) {
            title = "Autosave (of an earlier version)";
        }
        title += "  ·  " + format_time(f.modified);
        list_.rows.push_back(ListBox::Row{title, s.error.empty() ? s.line : s.error});
        paths_.push_back(f.path);
    }
    list_.selected = 0;
    list_.scroll = 0;
}

void LoadDialog::open(const std::string& path) {
    // A file of a game that has an unfinished game (other than this file) would take its place:
    // the player is asked first.
    const SaveSummary summary = summarize_save_file(path);
    const UnfinishedGames unfinished = app().unfinished();
    if (!summary.game_id.empty() && unfinished.game_of(path) != summary.game_id) {
        ask_before_replacing(
            app(), summary.game_id, "load " + std::filesystem::path(path).filename().string(),
            [this, path] { open_now(path); },
            [this](std::unique_ptr<Scene> table) {
                app().pop();
                app().push(std::move(table));
            });
        return;
    }
    open_now(path);
}

void open_in_place_of_dialog(App& app, const std::string& path) {
    OpenedGame opened = open_save_file(app, path);
    app.pop();
    if (opened.scene) {
        app.push(std::move(opened.scene));
    } else {
        // Back to the title with the reader's error; the file and the unfinished games are
        // untouched.
        app.set_notice(opened.error, true);
    }
}

void LoadDialog::open_now(const std::string& path) {
    open_in_place_of_dialog(app(), path);
}

void LoadDialog::cycle_focus(int delta) {
    static constexpr Focus order[] = {Focus::List, Focus::Path, Focus::Buttons};
    int i = 0;
    while (order[i] != focus_) {
        ++i;
    }
    for (int tries = 0; tries < 3; ++tries) {
        i = (i + delta + 3) % 3;
        if (order[i] != Focus::List || !paths_.empty()) {
            break;
        }
    }
    focus_ = order[i];
    app().redraw();
}

void LoadDialog::on_action(UiAction action) {
    if (action == UiAction::Cancel) {
        app().pop();
        return;
    }
    if (action == UiAction::Next || action == UiAction::Prev) {
        if (focus_ == Focus::Buttons && ((action == UiAction::Next && buttons_.focus == 0) ||
                                         (action == UiAction::Prev && buttons_.focus == 1))) {
            buttons_.on_action(action);
            return;
        }
        cycle_focus(action == UiAction::Next ? 1 : -1);
        if (focus_ == Focus::Buttons) {
            buttons_.focus = action == UiAction::Next ? 0 : 1;
        }
        return;
    }
    switch (focus_) {
    case Focus::List:
        if (auto row = list_.on_action(action)) {
            open(paths_[*row]);
        }
        return;
    case Focus::Path:
        if (action == UiAction::Select) {
            if (!path_field_.text.empty()) {
                open(resolve_typed_path(path_field_.text, app().data_dir()));
            }
            return;
        }
        if (action == UiAction::Up && !paths_.empty()) {
            focus_ = Focus::List;
            return;
        }
        if (action == UiAction::Down) {
            focus_ = Focus::Buttons;
            return;
        }
        path_field_.on_action(action);
        return;
    case Focus::Buttons:
        if (action == UiAction::Up) {
            focus_ = Focus::Path;
            return;
        }
        if (auto chosen = buttons_.on_action(action)) {
            if (*chosen == 1) {
                app().pop();
            } else if (!path_field_.text.empty()) {
                open(resolve_typed_path(path_field_.text, app().data_dir()));
            } else if (!paths_.empty()) {
                open(paths_[list_.selected]);
            }
        }
        return;
    }
}

void LoadDialog::on_mouse(const MouseEvent& e) {
    if (e.kind == MouseEvent::Kind::Down && path_field_.rect.contains(e.pos)) {
        focus_ = Focus::Path;
        return;
    }
    if (e.kind == MouseEvent::Kind::Down && list_.rect.contains(e.pos)) {
        focus_ = Focus::List;
    }
    if (auto row = list_.on_mouse(e)) {
        open(paths_[*row]);
        return;
    }
    if (auto chosen = buttons_.on_mouse(e)) {
        if (*chosen == 1) {
            app().pop();
        } else if (!path_field_.text.empty() && focus_ == Focus::Path) {
            open(resolve_typed_path(path_field_.text, app().data_dir()));
        } else if (!paths_.empty()) {
            open(paths_[list_.selected]);
        } else if (!path_field_.text.empty()) {
            open(resolve_typed_path(path_field_.text, app().data_dir()));
        }
    }
}

void LoadDialog::on_text(std::string_view utf8) {
    if (focus_ == Focus::Path) {
        path_field_.on_text(utf8);
    }
}

void LoadDialog::render(Gfx& g) {
    g.dim();
    const float W = float(g.width()), H = float(g.height());
    const float pw = std::min(W * 0.92f, g.u(820)), ph = std::min(H * 0.92f, g.u(600));
    const Rect panel{(W - pw) / 2, (H - ph) / 2, pw, ph};
    const Rect body = draw_dialog(g, panel, "Load game");

    const float bh = g.u(48);
    const float field_h = g.u(46);
    TextStyle small{g.u(theme::small_size - 1), false, theme::ink_soft, Align::Left};
    const float lh = g.line_height(small);
    g.text("Saved in " + app().data_dir() + " — newest first", body.x, body.y, small);
    list_.row_height = g.u(58);
    const float list_top = body.y + lh + g.u(8);
    const float list_bottom = body.bottom() - bh - field_h - g.u(30);
    list_.rect = Rect{body.x, list_top, body.w, std::max(list_.row_height, list_bottom - list_top)};
    if (paths_.empty()) {
        g.fill_rounded(list_.rect, g.u(8), Color{8, 28, 18, 200});
        g.text_centered("No saved games yet.", list_.rect,
                        TextStyle{g.u(theme::body_size), false, theme::ink_soft, Align::Center});
    } else {
        list_.keep_selection_visible();
        list_.render(g, g.u(theme::body_size - 1), focus_ == Focus::List);
    }
    path_field_.rect = Rect{body.x, list_.rect.bottom() + g.u(14), body.w, field_h};
    path_field_.render(g, g.u(theme::body_size - 1), focus_ == Focus::Path);
    buttons_.layout_row(Rect{body.right() - g.u(360), body.bottom() - bh, g.u(360), bh}, g.u(16));
    buttons_.render(g, g.u(theme::button_size), focus_ == Focus::Buttons);
    const std::string hint = "Tab moves between the list, the path and the buttons";
    if (g.measure(hint, small).w < buttons_.buttons[0].rect.x - body.x - g.u(12)) {
        g.text(hint, body.x, body.bottom() - bh / 2 - lh / 2, small);
    }
}

} // namespace parlor::app
