#include "app/scenes/new_game_scene.hpp"

#include "app/core/app.hpp"
#include "app/core/theme.hpp"
#include "app/core/trace.hpp"
#include "app/scenes/unfinished_question.hpp"

#include <algorithm>

namespace parlor::app {

namespace {

const char* step_name(NewGameScene::Step step) {
    switch (step) {
    case NewGameScene::Step::Game:
        return "Game";
    case NewGameScene::Step::Difficulty:
        return "Difficulty";
    case NewGameScene::Step::Players:
        return "Players";
    case NewGameScene::Step::Seats:
        return "Seats";
    case NewGameScene::Step::Rules:
        return "Rules";
    case NewGameScene::Step::Name:
        return "Your name";
    case NewGameScene::Step::Toss:
    case NewGameScene::Step::Tossed:
        return "Coin toss";
    }
    return "";
}

} // namespace

NewGameScene::NewGameScene(App& app) : Scene(app) {
    choice_.game_id = table_or_first(app.settings().last_game).id; // the list opens on it
    choice_.player_name = app.settings().player_name;
    name_field_.suggest(choice_.player_name);
    name_field_.placeholder = "Your name";
    name_field_.max_chars = 24;
    enter(Step::Game);
}

NewGameScene::NewGameScene(App& app, NewGameChoice again)
    : Scene(app), choice_(std::move(again)), again_(true) {
    name_field_.suggest(choice_.player_name);
    enter(Step::Toss);
}

void start_again(App& app, NewGameChoice again) {
    const TableEntry* game = find_table(again.game_id);
    if (game == nullptr) {
        app.go_to_title();
        return;
    }
    if (game->has_coin_toss) {
        app.replace(std::make_unique<NewGameScene>(app, std::move(again)));
        return;
    }
    again.seed = app.next_seed();
    StartedGame started = game->start(app, again);
    app.replace(std::move(started.scene));
}

std::vector<NewGameScene::Step> NewGameScene::path() const {
    const TableEntry* game = find_table(choice_.game_id);
    std::vector<Step> steps{Step::Game, Step::Difficulty};
    if (game != nullptr && game->max_players > 2) {
        steps.push_back(Step::Players);
        // With one opponent the difficulty already says who it is.
        if (!game->personalities.empty() && game->seats_for != nullptr && choice_.players > 2) {
            steps.push_back(Step::Seats);
        }
    }
    if (!rule_options().empty()) {
        steps.push_back(Step::Rules);
    }
    steps.push_back(Step::Name);
    if (game != nullptr && game->has_coin_toss) {
        steps.push_back(Step::Toss);
    }
    return steps;
}

void NewGameScene::forward() {
    const std::vector<Step> steps = path();
    const auto here = std::find(steps.begin(), steps.end(), step_);
    if (here == steps.end() || here + 1 == steps.end()) {
        deal();
        return;
    }
    const Step next = *(here + 1);
    if (next == Step::Seats) {
        // Each seat starts as the difficulty fills it; the player may change any of them.
        const TableEntry* game = find_table(choice_.game_id);
        choice_.seats = game->seats_for(choice_.difficulty, choice_.players);
    }
    enter(next);
}

std::vector<const GameOption*> NewGameScene::rule_options() const {
    std::vector<const GameOption*> rules;
    if (const TableEntry* game = find_table(choice_.game_id)) {
        for (const GameOption& option : game->options) {
            if (option.at_new_game) {
                rules.push_back(&option);
            }
        }
    }
    return rules;
}

bool NewGameScene::rule(const std::string& key) const {
    const auto it = rules_.find(key);
    return it != rules_.end() ? it->second : app().settings().option(choice_.game_id, key);
}

std::string NewGameScene::seat_label(int seat) const {
    const TableEntry* game = find_table(choice_.game_id);
    std::string name = "Seat " + std::to_string(seat + 1);
    if (game->seat_names != nullptr) {
        const std::vector<std::string> names = game->seat_names(choice_.players);
        if (seat + 1 < static_cast<int>(names.size())) {
            name = names[static_cast<std::size_t>(seat + 1)];
        }
    }
    return name + " · " + difficulty_label(*game, choice_.seats[static_cast<std::size_t>(seat)]);
}

// Under the player counts: who the others are, in the difficulty's own words (its note is true
// at every table size; a test holds it to the seats it fills).
std::string NewGameScene::players_note() const {
    const TableEntry* game = find_table(choice_.game_id);
    std::string text = "The others: " + difficulty_label(*game, choice_.difficulty) + ".";
    for (const Difficulty& d : game->difficulties) {
        if (d.name == choice_.difficulty) {
            text = "The others: " + d.label + " — " + d.note;
        }
    }
    // The count under the focus is the one the note speaks of, before it is chosen.
    int players = choice_.players;
    const int last = static_cast<int>(buttons_.buttons.size()) - 1;
    if (step_ == Step::Players && buttons_.focus >= 0 && buttons_.focus < last) {
        players = buttons_.focus + 2;
    }
    return text + (players > 2 ? " Next you may choose seat by seat." : "");
}

std::string NewGameScene::rule_label(const GameOption& option) const {
    return option.label + (rule(option.key) ? ": yes" : ": no");
}

void NewGameScene::turn_seat(int seat, int direction) {
    const auto& kinds = find_table(choice_.game_id)->personalities;
    std::string& plays = choice_.seats[static_cast<std::size_t>(seat)];
    const auto it = std::find_if(kinds.begin(), kinds.end(),
                                 [&](const Difficulty& d) { return d.name == plays; });
    const int n = static_cast<int>(kinds.size());
    const int at = it == kinds.end() ? 0 : static_cast<int>(it - kinds.begin());
    plays = kinds[static_cast<std::size_t>(((at + direction) % n + n) % n)].name;
    buttons_.buttons[static_cast<std::size_t>(seat)].label = seat_label(seat);
    app().redraw();
}

void NewGameScene::enter(Step step) {
    step_ = step;
    trace_play("new game", step == Step::Tossed ? "Tossed" : step_name(step));
    std::vector<std::string> labels;
    int focus = 0;
    switch (step) {
    case Step::Game:
        for (const TableEntry& g : tables()) {
            labels.push_back(g.title);
            if (g.id == choice_.game_id) {
                focus = static_cast<int>(labels.size()) - 1;
            }
        }
        labels.push_back("Back");
        break;
    case Step::Difficulty: {
        const TableEntry* game = find_table(choice_.game_id);
        for (const Difficulty& d : game->difficulties) {
            labels.push_back(d.label);
            if (d.name == choice_.difficulty) {
                focus = static_cast<int>(labels.size()) - 1;
            }
        }
        labels.push_back("Back");
        break;
    }
    case Step::Players:
        for (int n = 2; n <= find_table(choice_.game_id)->max_players; ++n) {
            labels.push_back(std::to_string(n));
            if (n == choice_.players) {
                focus = static_cast<int>(labels.size()) - 1;
            }
        }
        labels.push_back("Back");
        break;
    case Step::Seats:
        for (int seat = 0; seat < static_cast<int>(choice_.seats.size()); ++seat) {
            labels.push_back(seat_label(seat));
        }
        labels.push_back("Continue");
        labels.push_back("Back");
        focus = static_cast<int>(labels.size()) - 2;
        break;
    case Step::Rules:
        for (const GameOption* option : rule_options()) {
            labels.push_back(rule_label(*option));
        }
        labels.push_back("Continue");
        labels.push_back("Back");
        focus = static_cast<int>(labels.size()) - 2;
        break;
    case Step::Name:
        labels = {"Continue", "Back"};
        break;
    case Step::Toss:
        labels = {"Heads", "Tails", "Back"};
        break;
    case Step::Tossed:
        labels = {"Deal the cards"};
        break;
    }
    buttons_ = ButtonGroup(labels, step == Step::Name || step == Step::Toss ||
                                       step == Step::Tossed || step == Step::Players);
    buttons_.focus = focus;
    if (step == Step::Name || step == Step::Tossed) {
        buttons_.buttons[0].primary = true;
    }
    if (step == Step::Seats || step == Step::Rules) {
        buttons_.buttons[static_cast<std::size_t>(focus)].primary = true; // Continue
    }
    if (step == Step::Game || step == Step::Difficulty || step == Step::Players) {
        buttons_.buttons[focus].primary = false;
    }
    app().redraw();
}

void NewGameScene::back() {
    if (step_ == Step::Game) {
        app().pop();
        return;
    }
    if (step_ == Step::Tossed || (again_ && step_ == Step::Toss)) {
        app().go_to_title(); // the coin has landed (or Play again had nothing before the toss)
        return;
    }
    const std::vector<Step> steps = path();
    const auto here = std::find(steps.begin(), steps.end(), step_);
    enter(here == steps.begin() || here == steps.end() ? Step::Game : *(here - 1));
}

void NewGameScene::choose(int index) {
    const int last = static_cast<int>(buttons_.buttons.size()) - 1;
    switch (step_) {
    case Step::Game:
        if (index == last) {
            back();
            return;
        }
        // A game in progress of this game is not replaced without asking.
        ask_before_replacing(
            app(), tables()[index].id, "start anew",
            [this, index] {
                choice_.game_id = tables()[index].id;
                choice_.difficulty = app().settings().difficulty(choice_.game_id);
                choice_.players = std::min(4, tables()[index].max_players);
                rules_.clear();
                enter(Step::Difficulty);
            },
            [this](std::unique_ptr<Scene> table) { app().replace(std::move(table)); });
        return;
    case Step::Difficulty:
        if (index == last) {
            back();
            return;
        }
        choice_.difficulty = find_table(choice_.game_id)->difficulties[index].name;
        choice_.seats.clear();
        forward();
        return;
    case Step::Players:
        if (index == last) {
            back();
            return;
        }
        choice_.players = index + 2;
        choice_.seats.clear();
        forward();
        return;
    case Step::Seats:
    case Step::Rules:
        if (index == last) {
            back();
        } else if (index == last - 1) {
            forward();
        } else if (step_ == Step::Seats) {
            turn_seat(index, 1);
        } else {
            const GameOption& option = *rule_options()[static_cast<std::size_t>(index)];
            rules_[option.key] = !rule(option.key);
            buttons_.buttons[static_cast<std::size_t>(index)].label = rule_label(option);
            app().redraw();
        }
        return;
    case Step::Name: {
        if (index == 1) {
            back();
            return;
        }
        std::string name = name_field_.text;
        name.erase(0, name.find_first_not_of(' '));
        while (!name.empty() && name.back() == ' ') {
            name.pop_back();
        }
        choice_.player_name = name.empty() ? "You" : name;
        forward(); // the coin toss, or the deal
        return;
    }
    case Step::Toss:
        if (index == 2) {
            back();
            return;
        }
        choice_.called_heads = index == 0;
        deal();
        return;
    case Step::Tossed:
        if (started_.scene) {
            app().replace(std::move(started_.scene));
        }
        return;
    }
}

void NewGameScene::deal() {
    // Remember the choices for next time.
    app().settings().player_name = choice_.player_name;
    app().settings().last_game = choice_.game_id;
    app().settings().set_difficulty(choice_.game_id, choice_.difficulty);
    for (const auto& [key, on] : rules_) {
        app().settings().set_option(choice_.game_id, key, on);
    }
    app().save_settings();
    choice_.seed = app().next_seed();
    const TableEntry* game = find_table(choice_.game_id);
    started_ = game->start(app(), choice_);
    if (game->has_coin_toss) {
        enter(Step::Tossed);
    } else if (started_.scene) {
        app().replace(std::move(started_.scene));
    }
}

void NewGameScene::on_action(UiAction action) {
    if (action == UiAction::Cancel) {
        back();
        return;
    }
    if (step_ == Step::Name) {
        if (action == UiAction::Select) {
            choose(buttons_.focus == 1 ? 1 : 0); // Enter in the field continues
            return;
        }
        if (name_field_.on_action(action)) {
            return;
        }
    }
    const int seats = static_cast<int>(choice_.seats.size());
    if (step_ == Step::Seats && (action == UiAction::Left || action == UiAction::Right) &&
        buttons_.focus < seats) {
        turn_seat(buttons_.focus, action == UiAction::Right ? 1 : -1);
        return;
    }
    if (auto chosen = buttons_.on_action(action)) {
        choose(*chosen);
    }
}

void NewGameScene::on_mouse(const MouseEvent& e) {
    if (auto chosen = buttons_.on_mouse(e)) {
        choose(*chosen);
    }
}

void NewGameScene::on_text(std::string_view utf8) {
    if (step_ == Step::Name) {
        name_field_.on_text(utf8);
    }
}

void NewGameScene::column_with_note(Gfx& g, const Rect& area, float button_h, float gap,
                                    const TextStyle& note) {
    // The buttons share what is left when two lines of note are kept under them, up to their
    // full height; the note goes below the last one, inside the panel.
    const float n = static_cast<float>(buttons_.buttons.size());
    const float note_h = 2 * g.line_height(note);
    const float room = area.h - note_h - g.u(14);
    const float fit = (room - gap * (n - 1)) / n;
    buttons_.layout_column(Rect{area.x, area.y, area.w, 0}, std::clamp(fit, g.u(28), button_h),
                           gap);
    buttons_.render(g, g.u(theme::button_size));
    note_box_ = Rect{area.x, buttons_.buttons.back().rect.bottom() + g.u(14), area.w, note_h};
}

void NewGameScene::render(Gfx& g) {
    g.felt();
    const float W = float(g.width()), H = float(g.height());
    const float pw = std::min(W * 0.9f, g.u(700));
    const float ph = std::min(H * 0.86f, g.u(520));
    const Rect panel{(W - pw) / 2, (H - ph) / 2, pw, ph};
    const Rect body = draw_dialog(g, panel, "New game");
    body_ = body;

    // Step indicator: a dot with a label for each step of this game.
    const std::vector<Step> steps = path();
    const Step shown = step_ == Step::Tossed ? Step::Toss : step_;
    const int current =
        static_cast<int>(std::find(steps.begin(), steps.end(), shown) - steps.begin());
    const int count = static_cast<int>(steps.size());
    TextStyle step_style{g.u(theme::small_size), false, theme::ink_soft, Align::Center};
    for (int i = 0; i < count; ++i) {
        const float x = body.x + body.w * (i + 0.5f) / static_cast<float>(count);
        const bool done = i < current, here = i == current;
        g.disc(Point{x, body.y + g.u(8)}, g.u(here ? 7 : 5),
               here   ? theme::gold
               : done ? theme::good
                      : Color{90, 120, 100, 255});
        TextStyle s = step_style;
        if (here) {
            s.color = theme::gold;
            s.bold = true;
        }
        g.text(step_name(steps[static_cast<std::size_t>(i)]), x, body.y + g.u(20), s);
    }
    const float content_top = body.y + g.u(62);
    TextStyle prompt{g.u(theme::body_size + 2), true, theme::ink, Align::Center};
    TextStyle note{g.u(theme::small_size), false, theme::ink_soft, Align::Center};
    const float bw = std::min(body.w, g.u(520));
    const float bx = body.cx() - bw / 2;
    const float bh = g.u(48), gap = g.u(12);

    switch (step_) {
    case Step::Game: {
        g.text("Which game?", body.cx(), content_top, prompt);
        const float top = content_top + g.u(48);
        column_with_note(g, Rect{bx, top, bw, body.bottom() - top}, bh, gap, note);
        const int f = std::clamp(buttons_.focus, 0, static_cast<int>(tables().size()));
        if (f < static_cast<int>(tables().size())) {
            g.paragraph(tables()[f].tagline, note_box_, note);
        }
        break;
    }
    case Step::Difficulty: {
        g.text("How strong should the computer play?", body.cx(), content_top, prompt);
        const float top = content_top + g.u(48);
        column_with_note(g, Rect{bx, top, bw, body.bottom() - top}, bh, gap, note);
        const auto& ds = find_table(choice_.game_id)->difficulties;
        if (buttons_.focus < static_cast<int>(ds.size())) {
            g.paragraph(ds[buttons_.focus].label + " — " + ds[buttons_.focus].note, note_box_,
                        note);
        }
        break;
    }
    case Step::Players: {
        g.text("How many players, you included?", body.cx(), content_top, prompt);
        const float top = content_top + g.u(56);
        buttons_.layout_row(Rect{body.x, top, body.w, bh}, g.u(6));
        Button& back_button = buttons_.buttons.back();
        back_button.rect = Rect{body.cx() - g.u(90), body.bottom() - bh, g.u(180), bh};
        buttons_.render(g, g.u(theme::button_size));
        g.paragraph(players_note(), Rect{bx, top + bh + g.u(24), bw, g.u(60)}, note);
        break;
    }
    case Step::Seats:
    case Step::Rules: {
        const bool seats = step_ == Step::Seats;
        g.text(seats ? "Who plays in each seat?" : "Which rules?", body.cx(), content_top, prompt);
        // The seats (two columns when there are many) or the options, then Continue and Back.
        const int n = static_cast<int>(buttons_.buttons.size()) - 2;
        const int columns = n > 4 ? 2 : 1;
        const int rows = (n + columns - 1) / columns;
        const float top = content_top + g.u(44);
        const float bottom = body.bottom() - bh - g.u(60); // room for two lines of note
        const float h =
            std::clamp((bottom - top - gap * float(rows - 1)) / float(rows), g.u(28), bh);
        const float width = columns == 1 ? bw : body.w;
        const float left = columns == 1 ? bx : body.x;
        const float cell_w = (width - gap * float(columns - 1)) / float(columns);
        for (int i = 0; i < n; ++i) {
            const int column = i / rows, row = i % rows;
            buttons_.buttons[static_cast<std::size_t>(i)].rect = Rect{
                left + float(column) * (cell_w + gap), top + float(row) * (h + gap), cell_w, h};
        }
        const float row_w = std::min(bw, g.u(420));
        const float half = (row_w - gap) / 2;
        buttons_.buttons[static_cast<std::size_t>(n)].rect =
            Rect{body.cx() - row_w / 2, body.bottom() - bh, half, bh};
        buttons_.buttons[static_cast<std::size_t>(n + 1)].rect =
            Rect{body.cx() + gap / 2, body.bottom() - bh, half, bh};
        buttons_.render(g, g.u(theme::button_size));
        std::string line;
        const int f = buttons_.focus;
        if (seats && f < n) {
            const auto& kinds = find_table(choice_.game_id)->personalities;
            for (const Difficulty& d : kinds) {
                if (d.name == choice_.seats[static_cast<std::size_t>(f)]) {
                    line = d.label + " — " + d.note;
                }
            }
        } else if (seats) {
            line = "Click a seat, or use ←  →, to change who sits there.";
        } else if (f < n) {
            line = rule_options()[static_cast<std::size_t>(f)]->note;
        } else {
            line = "Click a rule, or press Enter on it, to turn it on or off. Settings keeps "
                   "the answer.";
        }
        const float grid_bottom = top + float(rows) * (h + gap) - gap;
        g.paragraph(line, Rect{body.x, grid_bottom + g.u(14), body.w, g.u(40)}, note);
        break;
    }
    case Step::Name: {
        g.text("What is your name?", body.cx(), content_top, prompt);
        name_field_.rect = Rect{bx, content_top + g.u(56), bw, g.u(52)};
        name_field_.render(g, g.u(theme::body_size + 2), true);
        g.text("It is shown on the table and the score sheet.", body.cx(),
               name_field_.rect.bottom() + g.u(14), note);
        buttons_.layout_row(Rect{bx, body.bottom() - bh, bw, bh}, g.u(16));
        buttons_.render(g, g.u(theme::button_size));
        break;
    }
    case Step::Toss: {
        g.text("Call the coin toss: the winner plays first.", body.cx(), content_top, prompt);
        const float r = g.u(56);
        const Point c{body.cx(), content_top + g.u(60) + r};
        g.disc(Point{c.x + g.u(3), c.y + g.u(5)}, r, Color{0, 0, 0, 90});
        g.disc(c, r, theme::gold);
        g.ring(c, r * 0.84f, Color{150, 110, 30, 255});
        g.crown(Rect{c.x - r * 0.55f, c.y - r * 0.4f, r * 1.1f, r * 0.75f},
                Color{150, 110, 30, 255});
        buttons_.layout_row(Rect{bx, body.bottom() - bh, bw, bh}, g.u(16));
        buttons_.render(g, g.u(theme::button_size));
        break;
    }
    case Step::Tossed: {
        const float r = g.u(56);
        const Point c{body.cx(), content_top + g.u(10) + r};
        const bool heads = choice_.called_heads == started_.human_first;
        g.disc(Point{c.x + g.u(3), c.y + g.u(5)}, r, Color{0, 0, 0, 90});
        g.disc(c, r, theme::gold);
        g.ring(c, r * 0.84f, Color{150, 110, 30, 255});
        g.text_centered(heads ? "H" : "T", Rect{c.x - r, c.y - r, 2 * r, 2 * r},
                        TextStyle{g.u(54), true, Color{120, 85, 20, 255}, Align::Center});
        g.text(std::string("You called ") + (choice_.called_heads ? "heads." : "tails."), body.cx(),
               c.y + r + g.u(18), note);
        g.paragraph(started_.toss_line, Rect{body.x, c.y + r + g.u(46), body.w, g.u(80)}, prompt);
        buttons_.layout_row(Rect{body.cx() - g.u(150), body.bottom() - bh, g.u(300), bh}, 0);
        buttons_.render(g, g.u(theme::button_size));
        break;
    }
    }
}

} // namespace parlor::app
