#include "app/scenes/settings_scene.hpp"

#include "app/catalogue.hpp"
#include "app/core/app.hpp"
#include "app/core/theme.hpp"

#include <algorithm>
#include <iterator>

namespace parlor::app {

namespace {

enum Row { Fullscreen, Animations, AutoContinue, HideHand, HideStock, Difficulty, Drawing, Done };
constexpr int row_count = 8;

// The renderer choices in the order the row turns through them, with their names on the row.
constexpr const char* renderers[] = {"auto", "gpu", "software"};
const char* renderer_label(const std::string& choice) {
    return choice == "gpu" ? "GPU" : choice == "software" ? "Software" : "Automatic";
}

const char* on_off(bool b) {
    return b ? "On" : "Off";
}

std::string capitalized(std::string s) {
    if (!s.empty() && s[0] >= 'a' && s[0] <= 'z') {
        s[0] = static_cast<char>(s[0] - 'a' + 'A');
    }
    return s;
}

const char* row_help(int row) {
    switch (row) {
    case Fullscreen:
        return "Fill the screen (also F11 or Alt+Enter).";
    case Animations:
        return "Cards glide when dealt, drawn and discarded.";
    case AutoContinue:
        return "Five Crowns: the computer plays its turn without waiting for Continue (in Cribbage "
               "it always does).";
    case HideHand:
        return "Five Crowns: the brief shows the computer's hand face up; hide it for a real game "
               "(Cribbage always hides it until the show).";
    case HideStock:
        return "Five Crowns: the brief shows the draw pile's cards; show only the top card's back.";
    case Difficulty:
        return "How the computer plays the next game you start or load.";
    case Drawing:
        return "Automatic uses the graphics card where there is one. Takes effect at the next "
               "start (also --gpu or --software).";
    default:
        return "";
    }
}

} // namespace

SettingsScene::SettingsScene(App& app) : Scene(app) {
    rows_.buttons.resize(row_count);
    rows_.buttons[Done].primary = true;
    refresh_labels();
}

void SettingsScene::refresh_labels() {
    const Settings& s = app().settings();
    rows_.buttons[Fullscreen].label = std::string("Fullscreen: ") + on_off(app().fullscreen());
    rows_.buttons[Animations].label = std::string("Animations: ") + on_off(s.animations);
    rows_.buttons[AutoContinue].label =
        std::string("Computer plays on by itself: ") + on_off(s.auto_continue);
    rows_.buttons[HideHand].label =
        std::string("Hide the computer's hand: ") + on_off(s.hide_computer_hand);
    rows_.buttons[HideStock].label = std::string("Hide the draw pile: ") + on_off(s.hide_draw_pile);
    rows_.buttons[Difficulty].label = "Difficulty: " + capitalized(s.difficulty);
    rows_.buttons[Drawing].label = std::string("Drawing: ") + renderer_label(s.renderer);
    rows_.buttons[Done].label = "Done";
}

void SettingsScene::toggle(int index, int direction) {
    Settings& s = app().settings();
    switch (index) {
    case Fullscreen:
        app().toggle_fullscreen(); // saves the settings itself
        refresh_labels();
        return;
    case Animations:
        s.animations = !s.animations;
        break;
    case AutoContinue:
        s.auto_continue = !s.auto_continue;
        break;
    case HideHand:
        s.hide_computer_hand = !s.hide_computer_hand;
        break;
    case HideStock:
        s.hide_draw_pile = !s.hide_draw_pile;
        break;
    case Difficulty: {
        const auto& names = catalogue().front().difficulties;
        auto it = std::find(names.begin(), names.end(), s.difficulty);
        int i = it == names.end() ? 0 : static_cast<int>(it - names.begin());
        const int n = static_cast<int>(names.size());
        s.difficulty = names[((i + direction) % n + n) % n];
        break;
    }
    case Drawing: {
        const int n = static_cast<int>(std::size(renderers));
        int i = 0;
        while (i < n && s.renderer != renderers[i]) {
            ++i;
        }
        s.renderer = renderers[(((i == n ? 0 : i) + direction) % n + n) % n];
        break;
    }
    case Done:
        app().pop();
        return;
    default:
        return;
    }
    app().save_settings();
    refresh_labels();
}

void SettingsScene::on_action(UiAction action) {
    switch (action) {
    case UiAction::Cancel:
        app().pop();
        return;
    case UiAction::Left:
    case UiAction::Right:
        if (rows_.focus != Done) {
            toggle(rows_.focus, action == UiAction::Right ? 1 : -1);
        }
        return;
    default:
        break;
    }
    if (auto chosen = rows_.on_action(action)) {
        toggle(*chosen, 1);
    }
}

void SettingsScene::on_mouse(const MouseEvent& e) {
    if (auto chosen = rows_.on_mouse(e)) {
        toggle(*chosen, 1);
    }
}

void SettingsScene::render(Gfx& g) {
    refresh_labels(); // F11 may have changed fullscreen meanwhile
    g.dim();
    const float W = float(g.width()), H = float(g.height());
    const float bh = g.u(46), gap = g.u(10);
    const float list_h = row_count * (bh + gap) - gap;
    const float pw = std::min(W * 0.92f, g.u(620));
    const float ph = list_h + g.u(160);
    const Rect panel{(W - pw) / 2, (H - ph) / 2, pw, ph};
    const Rect body = draw_dialog(g, panel, "Settings");
    rows_.layout_column(Rect{body.x, body.y, body.w, list_h}, bh, gap);
    rows_.render(g, g.u(theme::button_size - 2));
    TextStyle help{g.u(theme::small_size), false, theme::ink_soft, Align::Center};
    // Two lines at most: the longer notes wrap inside the dialog.
    const float top = rows_.buttons.back().rect.bottom() + g.u(10);
    g.paragraph(row_help(rows_.focus), Rect{body.x, top, body.w, body.bottom() - top}, help);
}

} // namespace parlor::app
