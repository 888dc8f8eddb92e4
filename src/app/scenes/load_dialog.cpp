#include "app/scenes/load_dialog.hpp"

#include "app/core/app.hpp"
#include "app/core/paths.hpp"
#include "app/core/theme.hpp"
#include "app/scenes/unfinished_question.hpp"
#include "app/table_entries.hpp"
#include "parlor/cards/text_as_data.hpp"

#include <algorithm>
#include <cstdlib>
#include <filesystem>

namespace parlor::app {

namespace {

bool is_folder(const std::string& path) {
    std::error_code ec;
    return std::filesystem::is_directory(path, ec);
}

// "~/x" → "$HOME/x"; a bare name that is not a file here is looked up in the folder shown, then
// in the data folder.
std::string resolve_typed_path(std::string typed, const std::string& folder,
                               const std::string& data_dir) {
    while (!typed.empty() && typed.back() == ' ') {
        typed.pop_back();
    }
    typed.erase(0, typed.find_first_not_of(' '));
    if (typed == "~" || typed.rfind("~/", 0) == 0) {
        if (const char* home = std::getenv("HOME")) {
            typed = std::string(home) + typed.substr(1);
        }
    }
    std::error_code ec;
    if (!typed.empty() && !std::filesystem::exists(typed, ec) &&
        typed.find('/') == std::string::npos) {
        for (const std::string& dir : {folder, data_dir}) {
            for (const std::string& candidate : {dir + typed, dir + typed + ".txt"}) {
                if (std::filesystem::exists(candidate, ec)) {
                    return candidate;
                }
            }
        }
    }
    return typed;
}

// A file's row: its name (escaped: a name is any bytes) and when it was written.
std::string file_title(const FolderEntry& e, const std::string& old_autosave) {
    if (e.path == old_autosave) {
        return "Autosave (of an earlier version)  ·  " + format_time(e.modified);
    }
    std::string name = e.name;
    if (e.kind != FolderEntry::Kind::Record && name.size() > 4 &&
        name.compare(name.size() - 4, 4, ".txt") == 0) {
        name.resize(name.size() - 4);
    }
    return name + "  ·  " + format_time(e.modified);
}

ListBox::Row row_of(const FolderEntry& e, const std::string& old_autosave) {
    switch (e.kind) {
    case FolderEntry::Kind::Parent:
        return {"..  (the folder above)", cards::printable(e.path)};
    case FolderEntry::Kind::Folder:
        return {e.name + "/", "Folder"};
    case FolderEntry::Kind::Save:
        return {file_title(e, old_autosave), e.summary};
    case FolderEntry::Kind::Record:
        return {file_title(e, old_autosave), "A game record of " + e.game + ", to watch"};
    case FolderEntry::Kind::Unloadable:
        return {file_title(e, old_autosave), e.error};
    }
    return {};
}

// "Pinochle, round 2, hearts trump, You 120 + 35" → one line a part, the game's name (the
// heading already) left out.
std::vector<std::string> summary_parts(const std::string& summary, const std::string& game) {
    std::vector<std::string> parts;
    std::size_t at = 0;
    while (at <= summary.size()) {
        const std::size_t comma = summary.find(", ", at);
        std::string part =
            summary.substr(at, comma == std::string::npos ? std::string::npos : comma - at);
        if (!part.empty() && !(parts.empty() && at == 0 && part == game)) {
            parts.push_back(std::move(part));
        }
        if (comma == std::string::npos) {
            break;
        }
        at = comma + 2;
    }
    return parts;
}

// A path too wide for its line loses its start, not its end: the folder's own name shows.
std::string tail_fitted(Gfx& g, const std::string& text, float width, const TextStyle& style) {
    if (g.measure(text, style).w <= width) {
        return text;
    }
    std::size_t from = 0;
    while (from < text.size()) {
        ++from;
        while (from < text.size() && (static_cast<unsigned char>(text[from]) & 0xC0) == 0x80) {
            ++from; // never inside a character
        }
        const std::string tail = "…" + text.substr(from);
        if (g.measure(tail, style).w <= width) {
            return tail;
        }
    }
    return "…";
}

} // namespace

LoadDialog::LoadDialog(App& app) : Scene(app) {
    path_field_.placeholder = "…or type the path of any saved game or folder";
    path_field_.max_chars = 400;
    browse(app.data_dir());
    focus_ = paths_.empty() ? Focus::Path : Focus::List;
}

void LoadDialog::browse(const std::string& folder) {
    listing_ = list_folder(folder, table_words(app()));
    list_.rows.clear();
    paths_.clear();
    const std::string old_autosave = app().unfinished().old_autosave_path();
    for (const FolderEntry& e : listing_.entries) {
        list_.rows.push_back(row_of(e, old_autosave));
        if (e.is_file()) {
            paths_.push_back(e.path);
        }
    }
    // The newest file chosen: what a player opening Load game most likely wants.
    list_.selected = static_cast<int>(paths_.empty() ? 0 : first_file_row());
    const int visible = ListBox::visible_rows(layout().list);
    list_.scroll = std::max(0, list_.selected - visible + 1);
    app().redraw();
}

void LoadDialog::go_up() {
    const std::string up = parent_folder(listing_.folder);
    if (up.empty()) {
        return;
    }
    // Back where the player came from: the folder just left is chosen.
    std::string left = listing_.folder;
    left.pop_back();
    browse(up);
    for (std::size_t i = 0; i < listing_.entries.size(); ++i) {
        if (listing_.entries[i].path == left) {
            list_.selected = static_cast<int>(i);
            const int visible = ListBox::visible_rows(layout().list);
            list_.scroll = std::max(0, list_.selected - visible + 1);
        }
    }
}

std::size_t LoadDialog::first_file_row() const {
    for (std::size_t i = 0; i < listing_.entries.size(); ++i) {
        if (listing_.entries[i].is_file()) {
            return i;
        }
    }
    return 0;
}

const ListBox::Row& LoadDialog::file_row(std::size_t i) const {
    return list_.rows.at(first_file_row() + i);
}

const FolderEntry* LoadDialog::chosen() const {
    if (listing_.entries.empty()) {
        return nullptr;
    }
    return &listing_.entries[static_cast<std::size_t>(
        std::clamp(list_.selected, 0, static_cast<int>(listing_.entries.size()) - 1))];
}

std::vector<PreviewLine> LoadDialog::preview() const {
    using Look = PreviewLine::Look;
    std::vector<PreviewLine> lines;
    if (!listing_.error.empty()) {
        return {{"This folder cannot be read", Look::Heading}, {listing_.error, Look::Error}};
    }
    const FolderEntry* e = chosen();
    if (e == nullptr ||
        (paths_.empty() && e->kind == FolderEntry::Kind::Parent && listing_.entries.size() == 1)) {
        lines = {{"No saved games here", Look::Heading},
                 {"Backspace goes to the folder above; D to the data folder.", Look::Soft}};
    } else {
        switch (e->kind) {
        case FolderEntry::Kind::Parent:
            lines = {{"The folder above", Look::Heading},
                     {cards::printable(e->path), Look::Plain},
                     {"Enter or a double click goes up (or Backspace).", Look::Soft}};
            break;
        case FolderEntry::Kind::Folder:
            lines = {{e->name + "/", Look::Heading},
                     {"A folder, changed " + format_time(e->modified), Look::Soft},
                     {"Enter or a double click opens it.", Look::Soft}};
            break;
        case FolderEntry::Kind::Save: {
            lines.push_back({e->game, Look::Heading});
            const std::string words = e->summary;
            for (std::string& part : summary_parts(words, e->game)) {
                lines.push_back({std::move(part), Look::Plain});
            }
            lines.push_back({"Saved " + format_time(e->modified), Look::Soft});
            lines.push_back({"Enter or a double click loads it.", Look::Soft});
            break;
        }
        case FolderEntry::Kind::Record:
            lines = {
                {"A game record of " + e->game, Look::Heading},
                {"Recorded " + format_time(e->modified), Look::Soft},
                {"Enter or a double click plays its first game back on the table.", Look::Soft}};
            break;
        case FolderEntry::Kind::Unloadable:
            lines = {{"This file does not open", Look::Heading}};
            if (!e->game.empty()) {
                lines.push_back({"It looks like a saved game of " + e->game + ".", Look::Plain});
            }
            lines.push_back({e->error, Look::Error});
            lines.push_back({"Written " + format_time(e->modified), Look::Soft});
            break;
        }
    }
    if (listing_.not_examined > 0) {
        lines.push_back({std::to_string(listing_.not_examined) +
                             " older files of this folder were not looked at (type a path)",
                         Look::Soft});
    }
    return lines;
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

void LoadDialog::activate(std::size_t row) {
    if (row >= listing_.entries.size()) {
        return;
    }
    const FolderEntry e = listing_.entries[row]; // browse() replaces the listing
    switch (e.kind) {
    case FolderEntry::Kind::Parent:
        go_up();
        return;
    case FolderEntry::Kind::Folder:
        browse(e.path);
        return;
    case FolderEntry::Kind::Record: {
        // Watched as Watch again and `parlor --replay` show it; the unfinished games stay.
        OpenedGame opened = open_record_file(app(), e.path);
        app().pop();
        if (opened.scene) {
            app().push(std::move(opened.scene));
        } else {
            app().set_notice(opened.error, true);
        }
        return;
    }
    case FolderEntry::Kind::Save:
    case FolderEntry::Kind::Unloadable:
        open(e.path);
        return;
    }
}

void LoadDialog::open_typed() {
    if (path_field_.text.empty()) {
        return;
    }
    const std::string path =
        resolve_typed_path(path_field_.text, listing_.folder, app().data_dir());
    if (is_folder(path)) {
        browse(path);
        path_field_.set_text("");
        focus_ = Focus::List;
        return;
    }
    open(path);
}

void LoadDialog::cycle_focus(int delta) {
    static constexpr Focus order[] = {Focus::List, Focus::Path, Focus::Buttons};
    int i = 0;
    while (order[i] != focus_) {
        ++i;
    }
    for (int tries = 0; tries < 3; ++tries) {
        i = (i + delta + 3) % 3;
        if (order[i] != Focus::List || !list_.rows.empty()) {
            break;
        }
    }
    focus_ = order[i];
    app().redraw();
}

LoadLayout LoadDialog::layout() const {
    return layout_load(app().gfx().width(), app().gfx().height());
}

// Open takes the path typed when the keys are in it (or nothing is listed), else the row chosen.
void LoadDialog::press(int button, bool from_keys) {
    const bool typed = !path_field_.text.empty();
    if (button == 0) {
        browse(app().data_dir());
    } else if (button == 2) {
        app().pop();
    } else if (typed && (from_keys || focus_ == Focus::Path || list_.rows.empty())) {
        open_typed();
    } else if (!list_.rows.empty()) {
        activate(static_cast<std::size_t>(list_.selected));
    }
}

void LoadDialog::on_key(char key) {
    if (key == 'd') {
        browse(app().data_dir());
    }
}

void LoadDialog::on_action(UiAction action) {
    if (action == UiAction::Cancel) {
        app().pop();
        return;
    }
    if (action == UiAction::Next || action == UiAction::Prev) {
        const int last = static_cast<int>(buttons_.size()) - 1;
        if (focus_ == Focus::Buttons && ((action == UiAction::Next && pad_.focused() < last) ||
                                         (action == UiAction::Prev && pad_.focused() > 0))) {
            pad_.focus_on(pad_.focused() + (action == UiAction::Next ? 1 : -1));
            app().redraw();
            return;
        }
        cycle_focus(action == UiAction::Next ? 1 : -1);
        if (focus_ == Focus::Buttons) {
            pad_.focus_on(action == UiAction::Next ? 0 : last);
        }
        return;
    }
    const LoadLayout l = layout();
    switch (focus_) {
    case Focus::List:
        if (action == UiAction::Erase || action == UiAction::Left) {
            go_up();
            return;
        }
        if (auto row = list_.on_action(action, l.list)) {
            activate(static_cast<std::size_t>(*row));
        }
        return;
    case Focus::Path:
        if (action == UiAction::Select) {
            open_typed();
            return;
        }
        if (action == UiAction::Up && !list_.rows.empty()) {
            focus_ = Focus::List;
            return;
        }
        if (action == UiAction::Down) {
            focus_ = Focus::Buttons;
            pad_.focus_on(1);
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
    if (e.kind == MouseEvent::Kind::Down && l.list.box.contains(e.pos) && !list_.rows.empty()) {
        focus_ = Focus::List;
    }
    if (auto row = list_.on_mouse(e, l.list)) {
        activate(static_cast<std::size_t>(*row));
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
    const bool at_data = listing_.folder == normal_folder(app().data_dir());
    const std::string where = at_data ? "Data folder  " : "Folder  ";
    const float where_w = g.measure(where, small).w;
    g.text(where, body.x, l.folder_y, small);
    g.text(tail_fitted(g, cards::printable(listing_.folder), body.w - where_w, small),
           body.x + where_w, l.folder_y, small);
    if (list_.rows.empty()) {
        g.fill_rounded(l.list.box, g.u(8), Color{8, 28, 18, 200});
        g.text_centered("Nothing here.", l.list.box,
                        TextStyle{g.u(theme::body_size), false, theme::ink_soft, Align::Center});
    } else {
        list_.render(g, l.list, g.u(theme::body_size - 1), focus_ == Focus::List);
    }
    // The preview: line after line while they fit, each wrapped to the panel.
    g.fill_rounded(l.preview, g.u(8), Color{8, 28, 18, 200});
    const float pad = g.u(12);
    const Rect inner = l.preview.inset(pad);
    float y = inner.y;
    for (const PreviewLine& line : preview()) {
        TextStyle style{g.u(theme::small_size), false, theme::ink, Align::Left};
        if (line.look == PreviewLine::Look::Heading) {
            style = TextStyle{g.u(theme::body_size - 1), true, theme::gold, Align::Left};
        } else if (line.look == PreviewLine::Look::Soft) {
            style.color = theme::ink_soft;
        } else if (line.look == PreviewLine::Look::Error) {
            style.color = theme::error;
        }
        const float lh = g.line_height(style);
        for (const std::string& piece : g.wrap(line.text, inner.w, style)) {
            if (y + lh > inner.bottom()) {
                break;
            }
            g.text(piece, inner.x, y, style);
            y += lh;
        }
        y += g.u(4);
    }
    path_field_.render(g, l.field, g.u(theme::body_size - 1), focus_ == Focus::Path);
    pad_.paint(g, l.buttons, buttons_, g.u(theme::button_size), focus_ == Focus::Buttons);
    for (const std::string hint : {"Backspace: folder above · D: data folder · Tab: path, buttons",
                                   "Backspace: up · D: data folder"}) {
        if (g.measure(hint, small).w < l.hint.w) {
            g.text(hint, l.hint.x, l.hint.cy() - g.line_height(small) / 2, small);
            break;
        }
    }
}

} // namespace parlor::app
