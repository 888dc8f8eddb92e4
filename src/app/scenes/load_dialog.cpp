#include "app/scenes/load_dialog.hpp"

#include "app/core/app.hpp"
#include "app/core/paths.hpp"
#include "app/core/theme.hpp"
#include "app/scenes/unfinished_question.hpp"
#include "app/table_entries.hpp"
#include "parlor/cards/text_as_data.hpp"

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

LoadDialog::LoadDialog(App& app) : Scene(app) {
    path_field_.placeholder = "…or type the path of any saved game";
    path_field_.max_chars = 400;
    scan();
    focus_ = paths_.empty() ? Focus::Path : Focus::List;
}

void LoadDialog::scan() {
    list_.rows.clear();
    paths_.clear();
    for (const FileEntry& f : list_files(app().data_dir(), ".txt")) {
        const SaveSummary s = summarize_save_file(f.path, table_words(app()));
        // A file's name is any bytes: the list shows it escaped.
        std::string title = cards::printable(f.name.substr(0, f.name.size() - 4));
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
    // Checked whole first; a file of a game that has an unfinished game (other than this file)
    // would take its place: the player is asked then.
    load_asking_first(app(), path, /*from_dialog=*/true);
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

LoadLayout LoadDialog::layout() const {
    return layout_load(app().gfx().width(), app().gfx().height());
}

// Open takes the path typed when the keys are in it (or nothing is listed), else the file chosen.
void LoadDialog::press(int button, bool from_keys) {
    const bool typed = !path_field_.text.empty();
    if (button == 1) {
        app().pop();
    } else if (typed && (from_keys || focus_ == Focus::Path || paths_.empty())) {
        open(resolve_typed_path(path_field_.text, app().data_dir()));
    } else if (!paths_.empty()) {
        open(paths_[static_cast<std::size_t>(list_.selected)]);
    }
}

void LoadDialog::on_action(UiAction action) {
    if (action == UiAction::Cancel) {
        app().pop();
        return;
    }
    if (action == UiAction::Next || action == UiAction::Prev) {
        if (focus_ == Focus::Buttons && ((action == UiAction::Next && pad_.focused() == 0) ||
                                         (action == UiAction::Prev && pad_.focused() == 1))) {
            pad_.focus_on(action == UiAction::Next ? 1 : 0);
            return;
        }
        cycle_focus(action == UiAction::Next ? 1 : -1);
        if (focus_ == Focus::Buttons) {
            pad_.focus_on(action == UiAction::Next ? 0 : 1);
        }
        return;
    }
    const LoadLayout l = layout();
    switch (focus_) {
    case Focus::List:
        if (auto row = list_.on_action(action, l.list)) {
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
        if (auto chosen = pad_.on_action(action, l.buttons, buttons_)) {
            press(*chosen, true);
        }
        return;
    }
}

void LoadDialog::on_mouse(const MouseEvent& e) {
    const LoadLayout l = layout();
    if (e.kind == MouseEvent::Kind::Down && l.field.contains(e.pos)) {
        focus_ = Focus::Path;
        return;
    }
    if (e.kind == MouseEvent::Kind::Down && l.list.box.contains(e.pos) && !paths_.empty()) {
        focus_ = Focus::List;
    }
    if (auto row = list_.on_mouse(e, l.list)) {
        open(paths_[static_cast<std::size_t>(*row)]);
        return;
    }
    if (auto chosen = pad_.on_mouse(e, l.buttons, buttons_)) {
        press(*chosen, false);
    }
}

void LoadDialog::on_text(std::string_view utf8) {
    if (focus_ == Focus::Path) {
        path_field_.on_text(utf8);
    }
}

void LoadDialog::render(Gfx& g) {
    g.dim();
    const LoadLayout l = layout();
    draw_dialog(g, l.frame.panel, "Load game");
    const Rect& body = l.frame.body;
    const TextStyle small{g.u(theme::small_size - 1), false, theme::ink_soft, Align::Left};
    g.text(g.elided("Saved in " + app().data_dir() + " — newest first", body.w, small), body.x,
           l.folder_y, small);
    if (paths_.empty()) {
        g.fill_rounded(l.list.box, g.u(8), Color{8, 28, 18, 200});
        g.text_centered("No saved games yet.", l.list.box,
                        TextStyle{g.u(theme::body_size), false, theme::ink_soft, Align::Center});
    } else {
        list_.render(g, l.list, g.u(theme::body_size - 1), focus_ == Focus::List);
    }
    path_field_.render(g, l.field, g.u(theme::body_size - 1), focus_ == Focus::Path);
    pad_.paint(g, l.buttons, buttons_, g.u(theme::button_size), focus_ == Focus::Buttons);
    const std::string hint = "Tab moves between the list, the path and the buttons";
    if (g.measure(hint, small).w < l.hint.w) {
        g.text(hint, l.hint.x, l.hint.cy() - g.line_height(small) / 2, small);
    }
}

} // namespace parlor::app
