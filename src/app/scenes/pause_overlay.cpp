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
    : Scene(app), hooks_(std::move(hooks)),
      menu_({"Resume", "Save", "Help", "Settings", "Rules", "Quit to title"}) {
    menu_.buttons[Resume].primary = true;
    menu_.buttons[Resume].key_hint = "Esc";
    menu_.buttons[Save].key_hint = "S";
    menu_.buttons[Help].key_hint = "H";
    on_resume();
}

void PauseOverlay::on_resume() {
    menu_.buttons[Save].enabled = hooks_.save && (!hooks_.can_save || hooks_.can_save());
    menu_.buttons[Help].enabled = static_cast<bool>(hooks_.help);
}

void PauseOverlay::choose(int index) {
    switch (index) {
    case Resume:
        app().pop();
        break;
    case Save:
        if (menu_.buttons[Save].enabled) {
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
        app().go_to_title("Your game was kept: Continue picks it up where you left off.");
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
    if (auto chosen = menu_.on_action(action)) {
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
    if (auto chosen = menu_.on_mouse(e)) {
        choose(*chosen);
    }
}

void PauseOverlay::render(Gfx& g) {
    g.dim();
    const float W = float(g.width()), H = float(g.height());
    const float bh = g.u(48), gap = g.u(12);
    const float menu_h = menu_.buttons.size() * (bh + gap) - gap;
    const float pw = g.u(400);
    const float ph = menu_h + g.u(120);
    const Rect panel{(W - pw) / 2, (H - ph) / 2, pw, ph};
    const Rect body = draw_dialog(g, panel, "Paused");
    menu_.layout_column(Rect{body.x, body.y + g.u(4), body.w, menu_h}, bh, gap);
    menu_.render(g, g.u(theme::button_size));
}

} // namespace parlor::app
