#include "app/scenes/pause_overlay.hpp"

#include "app/core/app.hpp"
#include "app/core/theme.hpp"
#include "app/scenes/info_overlays.hpp"
#include "app/scenes/save_dialog.hpp"
#include "app/scenes/settings_scene.hpp"

namespace parlor::app {

namespace {
enum Item { Resume, Save, Help, SettingsItem, RulesItem, QuitToTitle };
}

PauseOverlay::PauseOverlay(App& app, GameHooks hooks)
    : Scene(app),
      hooks_(std::move(hooks)), buttons_{{.label = "Resume", .key = "Esc", .primary = true},
                                         {.label = "Save", .key = "S"},
                                         {.label = "Help", .key = "H"},
                                         {.label = "Settings"},
                                         {.label = "Rules"},
                                         {.label = "Quit to title"}} {
    on_resume();
}

void PauseOverlay::on_resume() {
    buttons_[Save].enabled = hooks_.save && (!hooks_.can_save || hooks_.can_save());
    buttons_[Help].enabled = static_cast<bool>(hooks_.help);
}

PauseLayout PauseOverlay::layout() const {
    return layout_pause(app().gfx().width(), app().gfx().height(), int(buttons_.size()));
}

void PauseOverlay::choose(int index) {
    switch (index) {
    case Resume:
        app().pop();
        break;
    case Save:
        if (buttons_[Save].enabled) {
            app().replace(std::make_unique<SaveDialog>(app(), hooks_));
        }
        break;
    case Help:
        if (hooks_.help) {
            app().pop();
            hooks_.help();
        }
        break;
    case SettingsItem:
        app().push(std::make_unique<SettingsScene>(app(), hooks_.game_id));
        break;
    case RulesItem:
        app().push(std::make_unique<RulesOverlay>(app(), hooks_.game_id));
        break;
    case QuitToTitle:
        if (hooks_.leave) {
            hooks_.leave();
        } else {
            app().go_to_title();
        }
        break;
    default:
        break;
    }
}

void PauseOverlay::on_action(UiAction action) {
    switch (action) {
    case UiAction::Cancel:
        app().pop();
        return;
    default:
        break;
    }
    if (auto chosen = pad_.on_action(action, layout().buttons, buttons_)) {
        choose(*chosen);
    }
}

void PauseOverlay::on_key(char key) {
    if (key == 's') {
        choose(Save);
    } else if (key == 'h') {
        choose(Help);
    }
}

void PauseOverlay::on_mouse(const MouseEvent& e) {
    if (auto chosen = pad_.on_mouse(e, layout().buttons, buttons_)) {
        choose(*chosen);
    }
}

void PauseOverlay::render(Gfx& g) {
    g.dim();
    const PauseLayout l = layout();
    draw_dialog(g, l.frame.panel, "Paused");
    pad_.paint(g, l.buttons, buttons_, g.u(theme::button_size));
}

} // namespace parlor::app
