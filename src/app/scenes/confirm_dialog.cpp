#include "app/scenes/confirm_dialog.hpp"

#include "app/core/app.hpp"
#include "app/core/theme.hpp"

namespace parlor::app {

ConfirmDialog::ConfirmDialog(App& app, std::string title, std::string question, std::string yes,
                             std::string no, std::function<void(bool)> on_answer)
    : Scene(app), title_(std::move(title)), question_(std::move(question)),
      on_answer_(std::move(on_answer)), buttons_({std::move(yes), std::move(no)}, true) {
    buttons_.buttons[0].primary = true;
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
    } else if (auto chosen = buttons_.on_action(action)) {
        answer(*chosen == 0);
    }
}

void ConfirmDialog::on_mouse(const MouseEvent& e) {
    if (auto chosen = buttons_.on_mouse(e)) {
        answer(*chosen == 0);
    }
}

void ConfirmDialog::render(Gfx& g) {
    g.dim();
    const float W = static_cast<float>(g.width());
    const float H = static_cast<float>(g.height());
    const float pw = std::min(W * 0.9f, g.u(560));
    const TextStyle text{g.u(theme::body_size), false, theme::ink, Align::Left};
    const float text_h =
        static_cast<float>(g.wrap(question_, pw - g.u(60), text).size()) * g.line_height(text);
    const float bh = g.u(48);
    const float ph = g.u(110) + text_h + bh;
    const Rect panel{(W - pw) / 2, (H - ph) / 2, pw, ph};
    const Rect body = draw_dialog(g, panel, title_);
    g.paragraph(question_, Rect{body.x, body.y, body.w, text_h}, text);
    buttons_.layout_row(Rect{body.x, body.bottom() - bh, body.w, bh}, g.u(16));
    buttons_.render(g, g.u(theme::button_size));
}

} // namespace parlor::app
