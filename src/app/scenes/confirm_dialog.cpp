#include "app/scenes/confirm_dialog.hpp"

#include "app/core/app.hpp"
#include "app/core/theme.hpp"

namespace parlor::app {

ConfirmDialog::ConfirmDialog(App& app, std::string title, std::string question, std::string yes,
                             std::string no, std::function<void(bool)> on_answer)
    : Scene(app), title_(std::move(title)), question_(std::move(question)),
      on_answer_(std::move(on_answer)), buttons_{{.label = std::move(yes), .primary = true},
                                                 {.label = std::move(no)}} {}

ConfirmLayout ConfirmDialog::layout() {
    // The question's lines size the dialog; the font is the one thing a layout cannot know.
    Gfx& g = app().gfx();
    const int w = g.width(), h = g.height();
    const TextStyle text{g.u(theme::body_size), false, theme::ink, Align::Left};
    const auto lines = g.wrap(question_, confirm_text_width(w, h), text).size();
    return layout_confirm(w, h, static_cast<int>(lines));
}

void ConfirmDialog::answer(bool yes) {
    app().pop();
    if (on_answer_) {
        on_answer_(yes);
    }
}

void ConfirmDialog::on_action(UiAction action) {
    if (action == UiAction::Cancel && esc_only_closes_) {
        app().pop();
    } else if (action == UiAction::Cancel) {
        answer(false);
    } else if (auto chosen = pad_.on_action(action, layout().buttons, buttons_)) {
        answer(*chosen == 0);
    }
}

void ConfirmDialog::on_mouse(const MouseEvent& e) {
    if (auto chosen = pad_.on_mouse(e, layout().buttons, buttons_)) {
        answer(*chosen == 0);
    }
}

void ConfirmDialog::render(Gfx& g) {
    g.dim();
    const ConfirmLayout l = layout();
    draw_dialog(g, l.frame.panel, title_);
    g.paragraph(question_, l.question,
                TextStyle{g.u(theme::body_size), false, theme::ink, Align::Left});
    pad_.paint(g, l.buttons, buttons_, g.u(theme::button_size));
}

} // namespace parlor::app
