#include "app/scenes/settings_scene.hpp"

#include "app/core/app.hpp"
#include "app/core/decks.hpp"
#include "app/core/speech.hpp"
#include "app/core/theme.hpp"
#include "app/table_entries.hpp"

#include <algorithm>
#include <iterator>

namespace parlor::app {

namespace {

// The rows before the game's options; the game's options follow, then the rows for every game
// (Size of text and cards, Deck, Sound, Volume, Speech, Drawing: the renderer) and Done, counted
// from the end.
enum Row { Fullscreen, Animations, Game, Strength, FirstOption };
enum TailRow {
    SizeRow = 7,
    DeckRow = 6,
    SoundRow = 5,
    VolumeRow = 4,
    SpeechRow = 3,
    DrawingRow = 2,
    DoneRow = 1
};
constexpr int tail_rows = 7;
// Volume goes by tens; Enter past 100% starts again at 10%.
constexpr int volume_step = 10;

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

// ---- deck (issue 45) ----
std::string deck_label(const std::string& name) {
    const DeckChoice* deck = find_deck(name);
    return std::string(deck ? deck->label : decks[0].label);
}

// The deck after (direction 1) or before (-1) `name`, round the list.
std::string turned_deck(const std::string& name, int direction) {
    const DeckChoice* deck = find_deck(name);
    const int at = deck ? static_cast<int>(deck - decks) : 0;
    return std::string(decks[((at + direction) % deck_count + deck_count) % deck_count].name);
}

const char* on_off(bool b) {
    return b ? "On" : "Off";
}

// The Speech row: on or off as kept, and plainly when no speech service answered (the mode stays
// on, kept, and says nothing until a service is there at the next start).
std::string speech_label(const Settings& s) {
    if (s.speech && speaker().unavailable()) {
        return "Speech: no speech service found";
    }
    return std::string("Speech: ") + on_off(s.speech);
}

} // namespace

SettingsScene::SettingsScene(App& app, std::string_view game_id) : Scene(app) {
    // Over a table (or its pause menu): that table's game; elsewhere the game last played.
    if (game_id.empty() && app.top() != nullptr) {
        game_id = app.top()->game_id();
    }
    game_ =
        table_or_first(game_id.empty() ? std::string_view(app.settings().last_game) : game_id).id;
    pad_.reset(0);
}

int SettingsScene::row_count() const {
    return FirstOption + static_cast<int>(table_or_first(game_).options.size()) + tail_rows;
}

// Read from the settings each time, so that F11 (fullscreen) shows at once.
std::vector<PadButton> SettingsScene::rows() const {
    const Settings& s = app().settings();
    const TableEntry& game = table_or_first(game_);
    std::vector<PadButton> rows{
        {.label = std::string("Fullscreen: ") + on_off(app().fullscreen())},
        {.label = "Animations: " + animations_label(s)},
        {.label = "‹  " + game.title + "  ›"},
        {.label = "Difficulty: " + difficulty_label(game, s.difficulty(game.id))}};
    for (const GameOption& option : game.options) {
        rows.push_back({.label = option.label + ": " + on_off(s.option(game.id, option.key))});
    }
    rows.push_back({.label = "Size of text and cards: " + std::to_string(s.ui_scale) + "%"});
    rows.push_back({.label = "Deck: " + deck_label(s.deck)});
    rows.push_back({.label = std::string("Sound: ") + on_off(s.sound)});
    rows.push_back({.label = "Volume: " + std::to_string(s.sound_volume) + "%"});
    rows.push_back({.label = speech_label(s)});
    rows.push_back({.label = std::string("Drawing: ") + renderer_label(s.renderer)});
    rows.push_back({.label = "Done", .primary = true});
    return rows;
}

// Every game's page is laid out for the most rows any page has, so that turning the page keeps
// the panel's size and every row in place (it once resized, and the next click landed on another
// row): the game's options take the slots under Difficulty, Deck, Sound, Volume, Speech, Drawing
// and Done the last six, and a page with fewer options leaves a gap above Deck.
SettingsLayout SettingsScene::layout() const {
    std::size_t most_options = 0;
    for (const TableEntry& game : tables()) {
        most_options = std::max(most_options, game.options.size());
    }
    const int most = FirstOption + static_cast<int>(most_options) + tail_rows;
    SettingsLayout l = layout_settings(app().gfx().width(), app().gfx().height(), most);
    const int n = row_count();
    l.rows.erase(l.rows.begin() + (n - tail_rows), l.rows.begin() + (most - tail_rows));
    return l;
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
    if (index == row_count() - DeckRow) {
        return "How the cards are drawn: four colours, classic red and black, or high contrast "
               "(large corners, thick edges). Takes effect at once (also --deck).";
    }
    if (index == row_count() - SizeRow) {
        return "Larger text and cards, up to what the window has room for (also Ctrl+Plus and "
               "Ctrl+Minus).";
    }
    if (index == row_count() - SoundRow) {
        return "The table's sounds: cards dealt, played and taken, pegs, melds, the end of a "
               "game (also M at a table).";
    }
    if (index == row_count() - VolumeRow) {
        return "How loud the sounds are: Left and Right by ten.";
    }
    if (index == row_count() - SpeechRow) {
        return "Say what happens at a table through the speech service: the moves, your turn, "
               "the card in focus and what playing it would do (also Ctrl+T at a table).";
    }
    if (index == row_count() - DrawingRow) {
        return "Automatic uses the graphics card where there is one. Takes effect at the next "
               "start (also --gpu or --software).";
    }
    const std::size_t option = static_cast<std::size_t>(index - FirstOption);
    return option < game.options.size() ? game.options[option].note : std::string{};
}

void SettingsScene::toggle(int index, int direction) {
    Settings& s = app().settings();
    const TableEntry& game = table_or_first(game_);
    const int n_rows = row_count();
    if (index == n_rows - DoneRow) {
        app().pop();
        return;
    }
    if (index == n_rows - DeckRow) {
        app().use_deck(turned_deck(s.deck, direction)); // saves the settings itself
        return;
    }
    if (index == n_rows - SizeRow) {
        // Enter and Right past 200% wrap to 100%; Left stops at 100%.
        const bool wrap = direction > 0 && s.ui_scale == std::end(ui_percents)[-1];
        if (wrap) {
            app().set_ui_scale(ui_percents[0]);
        } else {
            app().step_ui_scale(direction);
        }
        return;
    }
    if (index == n_rows - SoundRow) {
        s.sound = !s.sound;
        app().sound_settings_changed();
        app().save_settings();
        return;
    }
    if (index == n_rows - VolumeRow) {
        const int turned = s.sound_volume + direction * volume_step;
        // Enter and Right past 100% wrap to 10%; Left stops at 0%.
        s.sound_volume = turned > 100 ? volume_step : std::max(0, turned);
        app().play_sound(Sound::Play); // how loud it now is
        app().save_settings();
        return;
    }
    if (index == n_rows - SpeechRow) {
        s.speech = !s.speech;
        // Said at once: the first line reaches for the service, and the row tells if none
        // answers; "off" is said before the silence.
        if (s.speech) {
            speaker().set_on(true);
            speaker().say("Speech on.");
        } else {
            speaker().say("Speech off.");
            speaker().set_on(false);
        }
        app().save_settings();
        return;
    }
    if (index == n_rows - DrawingRow) {
        const int n = static_cast<int>(std::size(renderers));
        int i = 0;
        while (i < n && s.renderer != renderers[i]) {
            ++i;
        }
        s.renderer =
            renderers[static_cast<std::size_t>((((i == n ? 0 : i) + direction) % n + n) % n)];
        app().save_settings();
        return;
    }
    switch (index) {
    case Fullscreen:
        app().toggle_fullscreen(); // saves the settings itself
        return;
    case Animations:
        turn_animations(s, direction);
        break;
    case Game: {
        game_ = next_table(game_, direction).id;
        pad_.focus_on(std::min(pad_.focused(), row_count() - 1));
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
}

void SettingsScene::on_action(UiAction action) {
    switch (action) {
    case UiAction::Cancel:
        app().pop();
        return;
    case UiAction::Left:
    case UiAction::Right:
        if (pad_.focused() != row_count() - 1) {
            toggle(pad_.focused(), action == UiAction::Right ? 1 : -1);
        }
        return;
    default:
        break;
    }
    if (auto chosen = pad_.on_action(action, layout().rows, rows())) {
        toggle(*chosen, 1);
    }
}

void SettingsScene::on_mouse(const MouseEvent& e) {
    if (auto chosen = pad_.on_mouse(e, layout().rows, rows())) {
        toggle(*chosen, 1);
    }
}

bool SettingsScene::ticking() const {
    return app().settings().speech && speaker().connecting();
}

void SettingsScene::render(Gfx& g) {
    g.dim();
    const SettingsLayout l = layout();
    draw_dialog(g, l.frame.panel, "Settings");
    pad_.paint(g, l.rows, rows(), l.text_size);
    g.paragraph(note(pad_.focused()), l.note,
                TextStyle{g.u(theme::small_size), false, theme::ink_soft, Align::Center});
}

} // namespace parlor::app
