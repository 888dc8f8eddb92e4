#include "app/scenes/new_game_scene.hpp"

#include "app/core/app.hpp"
#include "app/core/theme.hpp"

#include <algorithm>

namespace parlor::app {

namespace {

std::string capitalized(std::string s) {
    if (!s.empty() && s[0] >= 'a' && s[0] <= 'z') {
        s[0] = static_cast<char>(s[0] - 'a' + 'A');
    }
    return s;
}

} // namespace

NewGameScene::NewGameScene(App& app) : Scene(app) {
    choice_.player_name = app.settings().player_name;
    name_field_.set_text(choice_.player_name);
    name_field_.placeholder = "Your name";
    name_field_.max_chars = 24;
    enter(Step::Game);
}

void NewGameScene::enter(Step step) {
    step_ = step;
    std::vector<std::string> labels;
    int focus = 0;
    switch (step) {
    case Step::Game:
        for (const GameInfo& g : catalogue()) {
            labels.push_back(g.title);
            if (g.id == choice_.game_id) {
                focus = static_cast<int>(labels.size()) - 1;
            }
        }
        labels.push_back("Back");
        break;
    case Step::Difficulty: {
        const GameInfo* game = find_game(choice_.game_id);
        for (const Difficulty& d : game->difficulties) {
            labels.push_back(capitalized(d.name));
            if (d.name == choice_.difficulty) {
                focus = static_cast<int>(labels.size()) - 1;
            }
        }
        labels.push_back("Back");
        break;
    }
    case Step::Players:
        for (int n = 2; n <= find_game(choice_.game_id)->max_players; ++n) {
            labels.push_back(std::to_string(n));
            if (n == choice_.players) {
                focus = static_cast<int>(labels.size()) - 1;
            }
        }
        labels.push_back("Back");
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
    if (step == Step::Game || step == Step::Difficulty || step == Step::Players) {
        buttons_.buttons[focus].primary = false;
    }
    app().redraw();
}

void NewGameScene::back() {
    switch (step_) {
    case Step::Game:
        app().pop();
        break;
    case Step::Difficulty:
        enter(Step::Game);
        break;
    case Step::Players:
        enter(Step::Difficulty);
        break;
    case Step::Name:
        enter(find_game(choice_.game_id)->max_players > 2 ? Step::Players : Step::Difficulty);
        break;
    case Step::Toss:
        enter(Step::Name);
        break;
    case Step::Tossed:
        app().go_to_title();
        break; // the coin has landed: leaving abandons the deal
    }
}

void NewGameScene::choose(int index) {
    const int last = static_cast<int>(buttons_.buttons.size()) - 1;
    switch (step_) {
    case Step::Game:
        if (index == last) {
            back();
            return;
        }
        choice_.game_id = catalogue()[index].id;
        choice_.difficulty = app().settings().difficulty(choice_.game_id);
        choice_.players = std::min(4, catalogue()[index].max_players);
        enter(Step::Difficulty);
        return;
    case Step::Difficulty:
        if (index == last) {
            back();
            return;
        }
        choice_.difficulty = find_game(choice_.game_id)->difficulties[index].name;
        enter(find_game(choice_.game_id)->max_players > 2 ? Step::Players : Step::Name);
        return;
    case Step::Players:
        if (index == last) {
            back();
            return;
        }
        choice_.players = index + 2;
        enter(Step::Name);
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
        const GameInfo* game = find_game(choice_.game_id);
        if (game->has_coin_toss) {
            enter(Step::Toss);
        } else {
            choose_toss_free();
        }
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

void NewGameScene::choose_toss_free() {
    deal();
}

void NewGameScene::deal() {
    // Remember the choices for next time.
    app().settings().player_name = choice_.player_name;
    app().settings().set_difficulty(choice_.game_id, choice_.difficulty);
    app().save_settings();
    choice_.seed = app().next_seed();
    const GameInfo* game = find_game(choice_.game_id);
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

void NewGameScene::render(Gfx& g) {
    g.felt();
    const float W = float(g.width()), H = float(g.height());
    const float pw = std::min(W * 0.9f, g.u(700));
    const float ph = std::min(H * 0.86f, g.u(520));
    const Rect panel{(W - pw) / 2, (H - ph) / 2, pw, ph};
    const Rect body = draw_dialog(g, panel, "New game");

    static constexpr const char* step_names[] = {"Game", "Difficulty", "Your name", "Coin toss"};
    const int current = step_ == Step::Players ? 1 : std::min(static_cast<int>(step_), 3);
    // Step indicator: four dots with labels.
    TextStyle step_style{g.u(theme::small_size), false, theme::ink_soft, Align::Center};
    for (int i = 0; i < 4; ++i) {
        const float x = body.x + body.w * (i + 0.5f) / 4;
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
        g.text(step_names[i], x, body.y + g.u(20), s);
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
        // Every game and Back within the panel, however many games there are.
        const float n = static_cast<float>(buttons_.buttons.size());
        const float fit = (body.bottom() - top - gap * (n - 1)) / n;
        buttons_.layout_column(Rect{bx, top, bw, 0}, std::clamp(fit, g.u(28), bh), gap);
        buttons_.render(g, g.u(theme::button_size));
        const int f = std::clamp(buttons_.focus, 0, static_cast<int>(catalogue().size()));
        if (f < static_cast<int>(catalogue().size())) {
            g.paragraph(catalogue()[f].tagline,
                        Rect{bx, buttons_.buttons.back().rect.bottom() + g.u(20), bw, g.u(60)},
                        note);
        }
        break;
    }
    case Step::Difficulty: {
        g.text("How strong should the computer play?", body.cx(), content_top, prompt);
        const float top = content_top + g.u(48);
        buttons_.layout_column(Rect{bx, top, bw, 0}, bh, gap);
        buttons_.render(g, g.u(theme::button_size));
        const auto& ds = find_game(choice_.game_id)->difficulties;
        if (buttons_.focus < static_cast<int>(ds.size())) {
            g.text(capitalized(ds[buttons_.focus].name) + " — " + ds[buttons_.focus].note,
                   body.cx(), buttons_.buttons.back().rect.bottom() + g.u(20), note);
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
        const std::string& plays = choice_.difficulty;
        g.paragraph("The others play " + plays +
                        (plays == "mixed" ? ": each a different personality." : ".") +
                        " The rule options are in Settings.",
                    Rect{bx, top + bh + g.u(24), bw, g.u(60)}, note);
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
