#include "app/scenes/settings_scene.hpp"

#include "app/core/app.hpp"
#include "app/core/theme.hpp"
#include "app/table_entries.hpp"

#include <algorithm>
#include <iterator>

namespace parlor::app {

namespace {

// The rows before the game's options; the game's options follow, then Drawing (the renderer,
// for every game) and Done.
enum Row { Fullscreen, Animations, Game, Strength, FirstOption };

// The renderer choices in the order the Drawing row turns through them.
constexpr const char* renderers[] = {"auto", "gpu", "software"};
const char* renderer_label(const std::string& choice) {
    return choice == "gpu" ? "GPU" : choice == "software" ? "Software" : "Automatic";
}

// The Animations row: off, then each speed, slowest first.
std::string animations_label(const Settings& s) {
    if (!s.animations) {
        return "Off";
    }
    std::string speed = s.animation_speed;
    speed[0] = static_cast<char>(speed[0] - 'a' + 'A');
    return speed;
}

void turn_animations(Settings& s, int direction) {
    const int n = static_cast<int>(std::size(animation_speeds)) + 1; // Off, then the speeds
    int at = 0;
    for (int i = 1; i < n && s.animations; ++i) {
        if (s.animation_speed == animation_speeds[i - 1]) {
            at = i;
        }
    }
    const int next = ((at + direction) % n + n) % n;
    s.animations = next != 0;
    if (next != 0) {
        s.animation_speed = animation_speeds[next - 1];
    }
}

const char* on_off(bool b) {
    return b ? "On" : "Off";
}

} // namespace

SettingsScene::SettingsScene(App& app, std::string_view game_id) : Scene(app) {
    // Over a table (or its pause menu): that table's game; elsewhere the game last played.
    if (game_id.empty() && app.top() != nullptr) {
        game_id = app.top()->game_id();
    }
    game_ =
        table_or_first(game_id.empty() ? std::string_view(app.settings().last_game) : game_id).id;
    rebuild();
}

void SettingsScene::rebuild() {
    const int focus = rows_.focus;
    const TableEntry& game = table_or_first(game_);
    rows_.buttons.assign(FirstOption + game.options.size() + 2, Button{});
    rows_.buttons.back().primary = true;
    rows_.focus = std::min(focus, static_cast<int>(rows_.buttons.size()) - 1);
    refresh_labels();
}

void SettingsScene::refresh_labels() {
    const Settings& s = app().settings();
    const TableEntry& game = table_or_first(game_);
    rows_.buttons[Fullscreen].label = std::string("Fullscreen: ") + on_off(app().fullscreen());
    rows_.buttons[Animations].label = "Animations: " + animations_label(s);
    rows_.buttons[Game].label = "‹  " + game.title + "  ›";
    rows_.buttons[Strength].label = "Difficulty: " + difficulty_label(game, s.difficulty(game.id));
    for (std::size_t i = 0; i < game.options.size(); ++i) {
        const GameOption& option = game.options[i];
        rows_.buttons[FirstOption + i].label =
            option.label + ": " + on_off(s.option(game.id, option.key));
    }
    rows_.buttons[rows_.buttons.size() - 2].label =
        std::string("Drawing: ") + renderer_label(s.renderer);
    rows_.buttons.back().label = "Done";
}

std::string SettingsScene::note(int index) const {
    const TableEntry& game = table_or_first(game_);
    switch (index) {
    case Fullscreen:
        return "Fill the screen (also F11 or Alt+Enter).";
    case Animations:
        return "Cards glide when dealt, drawn and played: off, slow, normal or fast.";
    case Game:
        return "Left and Right turn to the settings of the other games.";
    case Strength:
        return "How the computer plays the next game of " + game.title + " you start or load.";
    default:
        break;
    }
    if (index == static_cast<int>(rows_.buttons.size()) - 2) {
        return "Automatic uses the graphics card where there is one. Takes effect at the next "
               "start (also --gpu or --software).";
    }
    const std::size_t option = static_cast<std::size_t>(index - FirstOption);
    return option < game.options.size() ? game.options[option].note : std::string{};
}

void SettingsScene::toggle(int index, int direction) {
    Settings& s = app().settings();
    const TableEntry& game = table_or_first(game_);
    const int done = static_cast<int>(rows_.buttons.size()) - 1;
    if (index == done) {
        app().pop();
        return;
    }
    if (index == done - 1) {
        const int n = static_cast<int>(std::size(renderers));
        int i = 0;
        while (i < n && s.renderer != renderers[i]) {
            ++i;
        }
        s.renderer =
            renderers[static_cast<std::size_t>((((i == n ? 0 : i) + direction) % n + n) % n)];
        app().save_settings();
        refresh_labels();
        return;
    }
    switch (index) {
    case Fullscreen:
        app().toggle_fullscreen(); // saves the settings itself
        refresh_labels();
        return;
    case Animations:
        turn_animations(s, direction);
        break;
    case Game: {
        game_ = next_table(game_, direction).id;
        rebuild();
        return;
    }
    case Strength: {
        const auto& levels = game.difficulties;
        const auto it = std::find_if(levels.begin(), levels.end(), [&](const Difficulty& d) {
            return d.name == s.difficulty(game.id);
        });
        const int i = it == levels.end() ? 0 : static_cast<int>(it - levels.begin());
        const int n = static_cast<int>(levels.size());
        s.set_difficulty(game.id,
                         levels[static_cast<std::size_t>(((i + direction) % n + n) % n)].name);
        break;
    }
    default: {
        const GameOption& option = game.options[static_cast<std::size_t>(index - FirstOption)];
        s.set_option(game.id, option.key, !s.option(game.id, option.key));
        break;
    }
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
        if (rows_.focus != static_cast<int>(rows_.buttons.size()) - 1) {
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
    const float rows = static_cast<float>(rows_.buttons.size());
    const float gap = g.u(10);
    const float bh = std::min(g.u(46), (H * 0.92f - g.u(160) - (rows - 1) * gap) / rows);
    const float list_h = rows * (bh + gap) - gap;
    const float pw = std::min(W * 0.92f, g.u(620));
    const float ph = list_h + g.u(160);
    const Rect panel{(W - pw) / 2, (H - ph) / 2, pw, ph};
    const Rect body = draw_dialog(g, panel, "Settings");
    rows_.layout_column(Rect{body.x, body.y, body.w, list_h}, bh, gap);
    rows_.render(g, std::min(g.u(theme::button_size - 2), bh * 0.45f));
    const TextStyle help{g.u(theme::small_size), false, theme::ink_soft, Align::Center};
    // Two lines at most: the longer notes wrap inside the dialog.
    const float top = rows_.buttons.back().rect.bottom() + g.u(10);
    g.paragraph(note(rows_.focus), Rect{body.x, top, body.w, body.bottom() - top}, help);
}

} // namespace parlor::app
