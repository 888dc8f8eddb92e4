#include "app/scenes/save_dialog.hpp"

#include "app/core/app.hpp"
#include "app/core/paths.hpp"
#include "app/core/theme.hpp"
#include "app/scenes/confirm_dialog.hpp"
#include "parlor/cards/text_as_data.hpp"

#include <filesystem>

namespace parlor::app {

SaveDialog::SaveDialog(App& app, GameHooks hooks) : Scene(app), hooks_(std::move(hooks)) {
    field_.placeholder = "Name of the saved game";
    field_.max_chars = 60;
    field_.suggest(hooks_.default_save_name.empty() ? "saved-game" : hooks_.default_save_name);
}

std::string SaveDialog::target_path() const {
    std::string name = sanitize_file_name(field_.text);
    if (name.size() > 4 && name.compare(name.size() - 4, 4, ".txt") == 0) {
        name.resize(name.size() - 4);
    }
    if (name.empty()) {
        return {};
    }
    return app().data_dir() + name + ".txt";
}

void SaveDialog::save(bool then_quit) {
    const std::string path = target_path();
    if (path.empty()) {
        error_ = "Type a name using letters, digits, spaces, - or _.";
        return;
    }
    if (!hooks_.save) {
        error_ = "This game cannot be saved.";
        return;
    }
    if (hooks_.can_save && !hooks_.can_save()) {
        error_ = "The game can be saved only before a turn.";
        return;
    }
    std::error_code ec;
    if (std::filesystem::exists(path, ec)) {
        // Never over another file without asking: it may be another game, or not a game at all.
        const std::string name = cards::printable(std::filesystem::path(path).filename().string());
        auto ask = std::make_unique<ConfirmDialog>(
            app(), "Replace " + name + "?",
            "A file named " + name + " is already in " + cards::printable(app().data_dir()) +
                ". Replace it with this game, or keep it and choose another name?",
            "Replace it", "Keep it", [this, path, then_quit](bool replace) {
                if (replace) {
                    write(path, then_quit);
                }
            });
        ask->esc_only_closes();
        app().push(std::move(ask));
        return;
    }
    write(path, then_quit);
}

void SaveDialog::write(const std::string& path, bool then_quit) {
    if (auto problem = hooks_.save(path)) {
        error_ = "Not saved: " + *problem;
        return;
    }
    if (then_quit || !hooks_.saved) {
        app().go_to_title("Saved to " + cards::printable(path) + ". Load game picks it up.");
        return;
    }
    app().pop();
    hooks_.saved(path);
}

SaveLayout SaveDialog::layout() const {
    return layout_save(app().gfx().width(), app().gfx().height());
}

void SaveDialog::press(int button) {
    if (button == Cancel) {
        app().pop();
    } else {
        save(button == SaveAndQuit);
    }
}

void SaveDialog::on_action(UiAction action) {
    switch (action) {
    case UiAction::Cancel:
        app().pop();
        return;
    case UiAction::Select:
        press(pad_.focused()); // Enter in the field goes to the focused button
        return;
    case UiAction::Next:
    case UiAction::Prev:
        pad_.on_action(action, layout().buttons, buttons_);
        return;
    default:
        break;
    }
    if (field_.on_action(action)) {
        error_.clear();
    }
}

void SaveDialog::on_mouse(const MouseEvent& e) {
    if (auto chosen = pad_.on_mouse(e, layout().buttons, buttons_)) {
        press(*chosen);
    }
}

void SaveDialog::on_text(std::string_view utf8) {
    field_.on_text(utf8);
    error_.clear();
}

void SaveDialog::render(Gfx& g) {
    g.dim();
    const SaveLayout l = layout();
    draw_dialog(g, l.frame.panel, "Save the game");
    const Rect& body = l.frame.body;
    g.text("Save the game as:", body.x, l.label_y,
           TextStyle{g.u(theme::body_size), false, theme::ink, Align::Left});
    field_.render(g, l.field, g.u(theme::body_size + 1), true);
    const TextStyle small{g.u(theme::small_size - 1), false, theme::ink_soft, Align::Left};
    const std::string path = target_path();
    g.text(g.elided(path.empty() ? std::string("(no file name yet)")
                                 : "File: " + cards::printable(path),
                    body.w, small),
           body.x, l.path_y, small);
    if (!error_.empty()) {
        g.paragraph(error_, l.error,
                    TextStyle{g.u(theme::small_size), true, theme::error, Align::Left});
    }
    pad_.paint(g, l.buttons, buttons_, g.u(theme::button_size));
}

} // namespace parlor::app
