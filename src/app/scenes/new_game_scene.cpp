#include "app/scenes/new_game_scene.hpp"

#include "app/core/app.hpp"
#include "app/core/theme.hpp"
#include "app/core/trace.hpp"
#include "app/scenes/unfinished_question.hpp"
#include "parlor/cards/text_as_data.hpp"

#include <algorithm>

namespace parlor::app {

// A step of New game: what it asks, how its buttons are set out, which they are and where the
// focus starts, what choosing one does, and the note about the focused one.
struct NewGameScene::StepRow {
    Step step;
    const char* name;   // under its mark at the top
    const char* prompt; // the question (empty: none)
    Arrangement arrangement;
    std::vector<Choice> (NewGameScene::*choices)() const;
    int (NewGameScene::*focus)() const;
    void (NewGameScene::*chosen)(int index);
    std::string (NewGameScene::*note)(int focus) const;
    void (NewGameScene::*paint)(Gfx&, const NewGameLayout&) const; // beyond the buttons
};

using S = NewGameScene;

const S::StepRow NewGameScene::steps_[] = {
    {S::Step::Game, "Game", "Which game?", Arrangement::Column, &S::game_choices, &S::game_focus,
     &S::choose_game, &S::game_note, nullptr},
    {S::Step::Difficulty, "Difficulty", "How strong should the computer play?", Arrangement::Column,
     &S::difficulty_choices, &S::difficulty_focus, &S::choose_difficulty, &S::difficulty_note,
     nullptr},
    {S::Step::Players, "Players", "How many players, you included?", Arrangement::Counts,
     &S::players_choices, &S::players_focus, &S::choose_players, &S::players_note_at, nullptr},
    {S::Step::Seats, "Seats", "Who plays in each seat?", Arrangement::Grid, &S::seats_choices,
     &S::continue_focus, &S::choose_seat, &S::seats_note, nullptr},
    {S::Step::Rules, "Rules", "Which rules?", Arrangement::Grid, &S::rules_choices,
     &S::continue_focus, &S::choose_rule, &S::rules_note, nullptr},
    {S::Step::Name, "Your name", "What is your name?", Arrangement::Field, &S::name_choices,
     &S::first_focus, &S::choose_name, &S::name_note, &S::paint_field},
    {S::Step::Toss, "Coin toss", "Call the coin toss: the winner plays first.", Arrangement::Coin,
     &S::toss_choices, &S::first_focus, &S::choose_call, &S::no_note, &S::paint_coin},
    {S::Step::Tossed, "Coin toss", "", Arrangement::Landed, &S::tossed_choices, &S::first_focus,
     &S::choose_deal, &S::no_note, &S::paint_landed},
};

const S::StepRow& NewGameScene::row_of(Step step) {
    for (const StepRow& r : steps_) {
        if (r.step == step) {
            return r;
        }
    }
    return steps_[0];
}

namespace {

// Labels with Back after them.
std::vector<S::Choice> with_back(std::vector<S::Choice> choices) {
    choices.push_back({.label = "Back"});
    return choices;
}

} // namespace

NewGameScene::NewGameScene(App& app) : Scene(app) {
    choice_.game_id = table_or_first(app.settings().last_game).id; // the list opens on it
    choice_.player_name = app.settings().player_name;
    name_field_.suggest(choice_.player_name);
    name_field_.placeholder = "Your name";
    name_field_.max_chars = cards::name_chars_at_most;
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
    if (tosses_coin(*game, again.players)) {
        app.replace(std::make_unique<NewGameScene>(app, std::move(again)));
        return;
    }
    again.seed = app.next_seed();
    StartedGame started = game->start(app, again);
    app.replace(std::move(started.scene));
}

const NewGameScene::StepRow& NewGameScene::row() const {
    return row_of(step_);
}

std::vector<NewGameScene::Step> NewGameScene::path() const {
    const TableEntry* game = find_table(choice_.game_id);
    std::vector<Step> path{Step::Game, Step::Difficulty};
    if (game != nullptr && game->max_players > 2) {
        path.push_back(Step::Players);
        // With one opponent the difficulty already says who it is.
        if (!game->personalities.empty() && game->seats_for != nullptr && choice_.players > 2) {
            path.push_back(Step::Seats);
        }
    }
    if (!rule_options().empty() || !rule_choices().empty()) {
        path.push_back(Step::Rules);
    }
    path.push_back(Step::Name);
    if (game != nullptr && tosses_coin(*game, choice_.players)) {
        path.push_back(Step::Toss);
    }
    return path;
}

void NewGameScene::forward() {
    const std::vector<Step> order = path();
    const auto here = std::find(order.begin(), order.end(), step_);
    if (here == order.end() || here + 1 == order.end()) {
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

void NewGameScene::enter(Step step) {
    step_ = step;
    trace_play("new game", step == Step::Tossed ? "Tossed" : row().name);
    choices_ = (this->*row().choices)();
    pad_.reset((this->*row().focus)());
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
    const std::vector<Step> order = path();
    const auto here = std::find(order.begin(), order.end(), step_);
    enter(here == order.begin() || here == order.end() ? Step::Game : *(here - 1));
}

void NewGameScene::choose(int index) {
    // Back is the last button of every step that has one.
    const bool has_back = step_ != Step::Tossed;
    if (has_back && index == static_cast<int>(choices_.size()) - 1) {
        back();
        return;
    }
    (this->*row().chosen)(index);
}

void NewGameScene::deal() {
    // Remember the choices for next time.
    app().settings().player_name = choice_.player_name;
    app().settings().last_game = choice_.game_id;
    app().settings().set_difficulty(choice_.game_id, choice_.difficulty);
    for (const auto& [key, on] : rules_) {
        app().settings().set_option(choice_.game_id, key, on);
    }
    for (const auto& [key, name] : answers_) {
        app().settings().set_choice(choice_.game_id, key, name);
    }
    app().save_settings();
    choice_.seed = app().next_seed();
    const TableEntry* game = find_table(choice_.game_id);
    started_ = game->start(app(), choice_);
    if (tosses_coin(*game, choice_.players)) {
        enter(Step::Tossed);
    } else if (started_.scene) {
        app().replace(std::move(started_.scene));
    }
}

// ---- where things are, and the focus ----

NewGameLayout NewGameScene::layout() const {
    return layout_new_game(app().gfx().width(), app().gfx().height(), row().arrangement,
                           static_cast<int>(choices_.size()), static_cast<int>(path().size()));
}

int NewGameScene::focused() const {
    const int at = pad_.focused();
    return at < static_cast<int>(choices_.size()) ? at : 0;
}

const std::string& NewGameScene::focused_label() const {
    static const std::string none;
    return choices_.empty() ? none : choices_[static_cast<std::size_t>(focused())].label;
}

// ---- input ----

void NewGameScene::on_action(UiAction action) {
    if (action == UiAction::Cancel) {
        back();
        return;
    }
    if (step_ == Step::Name) {
        if (action == UiAction::Select) {
            choose(focused() == 1 ? 1 : 0); // Enter in the field continues
            return;
        }
        if (name_field_.on_action(action)) {
            return;
        }
    }
    const int seats = static_cast<int>(choice_.seats.size());
    if (step_ == Step::Seats && (action == UiAction::Left || action == UiAction::Right) &&
        focused() < seats) {
        turn_seat(focused(), action == UiAction::Right ? 1 : -1);
        return;
    }
    if (const auto chosen = pad_.on_action(action, layout().buttons, choices_)) {
        choose(*chosen);
    }
}

void NewGameScene::on_mouse(const MouseEvent& e) {
    if (const auto chosen = pad_.on_mouse(e, layout().buttons, choices_)) {
        choose(*chosen);
    }
}

void NewGameScene::on_text(std::string_view utf8) {
    if (step_ == Step::Name) {
        name_field_.on_text(utf8);
    }
}

// ---- painting ----

void NewGameScene::render(Gfx& g) {
    g.felt();
    const NewGameLayout l = layout();
    draw_dialog(g, l.panel, "New game");

    // A mark with a name for each step of this game.
    const std::vector<Step> order = path();
    const Step shown = step_ == Step::Tossed ? Step::Toss : step_;
    const auto current = std::find(order.begin(), order.end(), shown) - order.begin();
    for (std::size_t i = 0; i < order.size() && i < l.dots.size(); ++i) {
        const bool done = static_cast<long>(i) < current, here = static_cast<long>(i) == current;
        g.disc(l.dots[i], g.u(here ? 7 : 5),
               here   ? theme::gold
               : done ? theme::good
                      : Color{90, 120, 100, 255});
        TextStyle s{g.u(theme::small_size), here, here ? theme::gold : theme::ink_soft,
                    Align::Center};
        g.text(row_of(order[i]).name, l.dots[i].x, l.names_y, s);
    }
    if (*row().prompt != '\0') {
        g.text(row().prompt, l.body.cx(), l.prompt_y,
               TextStyle{g.u(theme::body_size + 2), true, theme::ink, Align::Center});
    }
    pad_.paint(g, l.buttons, choices_, g.u(theme::button_size));
    const std::string note = (this->*row().note)(focused());
    if (!note.empty()) {
        g.paragraph(note, l.note,
                    TextStyle{g.u(theme::small_size), false, theme::ink_soft, Align::Center});
    }
    if (row().paint != nullptr) {
        (this->*row().paint)(g, l);
    }
}

void NewGameScene::paint_field(Gfx& g, const NewGameLayout& l) const {
    name_field_.render(g, l.field, g.u(theme::body_size + 2), true);
}

void NewGameScene::paint_coin(Gfx& g, const NewGameLayout& l) const {
    const Point c = l.coin;
    const float r = l.coin_r;
    g.disc(Point{c.x + g.u(3), c.y + g.u(5)}, r, Color{0, 0, 0, 90});
    g.disc(c, r, theme::gold);
    g.ring(c, r * 0.84f, Color{150, 110, 30, 255});
    g.crown(Rect{c.x - r * 0.55f, c.y - r * 0.4f, r * 1.1f, r * 0.75f}, Color{150, 110, 30, 255});
}

void NewGameScene::paint_landed(Gfx& g, const NewGameLayout& l) const {
    const Point c = l.coin;
    const float r = l.coin_r;
    const bool heads = choice_.called_heads == started_.human_first;
    g.disc(Point{c.x + g.u(3), c.y + g.u(5)}, r, Color{0, 0, 0, 90});
    g.disc(c, r, theme::gold);
    g.ring(c, r * 0.84f, Color{150, 110, 30, 255});
    g.text_centered(heads ? "H" : "T", Rect{c.x - r, c.y - r, 2 * r, 2 * r},
                    TextStyle{g.u(54), true, Color{120, 85, 20, 255}, Align::Center});
    g.text(std::string("You called ") + (choice_.called_heads ? "heads." : "tails."), l.body.cx(),
           l.note.y, TextStyle{g.u(theme::small_size), false, theme::ink_soft, Align::Center});
    g.paragraph(started_.toss_line, l.toss_line,
                TextStyle{g.u(theme::body_size + 2), true, theme::ink, Align::Center});
}

// ---- the steps ----

std::vector<NewGameScene::Choice> NewGameScene::game_choices() const {
    std::vector<Choice> choices;
    for (const TableEntry& g : tables()) {
        choices.push_back({.label = g.title});
    }
    return with_back(choices);
}

int NewGameScene::game_focus() const {
    const auto& all = tables();
    const auto it = std::find_if(all.begin(), all.end(),
                                 [&](const TableEntry& g) { return g.id == choice_.game_id; });
    return it == all.end() ? 0 : static_cast<int>(it - all.begin());
}

void NewGameScene::choose_game(int index) {
    // A game in progress of this game is not replaced without asking.
    ask_before_replacing(
        app(), tables()[static_cast<std::size_t>(index)].id, "start anew",
        [this, index] {
            const TableEntry& game = tables()[static_cast<std::size_t>(index)];
            choice_.game_id = game.id;
            choice_.difficulty = app().settings().difficulty(choice_.game_id);
            choice_.players = std::min(game.suggested_players, game.max_players);
            rules_.clear();
            answers_.clear();
            enter(Step::Difficulty);
        },
        [this](std::unique_ptr<Scene> table) { app().replace(std::move(table)); });
}

std::string NewGameScene::game_note(int focus) const {
    return focus < static_cast<int>(tables().size())
               ? tables()[static_cast<std::size_t>(focus)].tagline
               : std::string();
}

std::vector<NewGameScene::Choice> NewGameScene::difficulty_choices() const {
    std::vector<Choice> choices;
    for (const Difficulty& d : find_table(choice_.game_id)->difficulties) {
        choices.push_back({.label = d.label});
    }
    return with_back(choices);
}

int NewGameScene::difficulty_focus() const {
    const auto& ds = find_table(choice_.game_id)->difficulties;
    const auto it = std::find_if(ds.begin(), ds.end(),
                                 [&](const Difficulty& d) { return d.name == choice_.difficulty; });
    return it == ds.end() ? 0 : static_cast<int>(it - ds.begin());
}

void NewGameScene::choose_difficulty(int index) {
    choice_.difficulty =
        find_table(choice_.game_id)->difficulties[static_cast<std::size_t>(index)].name;
    choice_.seats.clear();
    forward();
}

std::string NewGameScene::difficulty_note(int focus) const {
    const auto& ds = find_table(choice_.game_id)->difficulties;
    if (focus >= static_cast<int>(ds.size())) {
        return {};
    }
    const Difficulty& d = ds[static_cast<std::size_t>(focus)];
    return d.label + " — " + d.note;
}

std::vector<NewGameScene::Choice> NewGameScene::players_choices() const {
    std::vector<Choice> choices;
    for (int n = 2; n <= find_table(choice_.game_id)->max_players; ++n) {
        choices.push_back({.label = std::to_string(n)});
    }
    return with_back(choices);
}

int NewGameScene::players_focus() const {
    return std::max(0, choice_.players - 2);
}

void NewGameScene::choose_players(int index) {
    choice_.players = index + 2;
    choice_.seats.clear();
    forward();
}

// Under the player counts: who the others are, in the difficulty's own words (its note is true
// at every table size; a test holds it to the seats it fills).
std::string NewGameScene::players_note() const {
    return players_note_at(focused());
}

std::string NewGameScene::players_note_at(int focus) const {
    const TableEntry* game = find_table(choice_.game_id);
    std::string text = "The others: " + difficulty_label(*game, choice_.difficulty) + ".";
    for (const Difficulty& d : game->difficulties) {
        if (d.name == choice_.difficulty) {
            text = "The others: " + d.label + " — " + d.note;
        }
    }
    // The count under the focus is the one the note speaks of, before it is chosen.
    int players = choice_.players;
    const int last = static_cast<int>(choices_.size()) - 1;
    if (step_ == Step::Players && focus >= 0 && focus < last) {
        players = focus + 2;
    }
    return text + (players > 2 ? " Next you may choose seat by seat." : "");
}

std::vector<NewGameScene::Choice> NewGameScene::seats_choices() const {
    std::vector<Choice> choices;
    for (int seat = 0; seat < static_cast<int>(choice_.seats.size()); ++seat) {
        choices.push_back({.label = seat_label(seat)});
    }
    choices.push_back({.label = "Continue", .primary = true});
    return with_back(choices);
}

// Seats and rules open on Continue: what is there may well be what the player wants.
int NewGameScene::continue_focus() const {
    return static_cast<int>(choices_.size()) - 2;
}

void NewGameScene::choose_seat(int index) {
    if (index == static_cast<int>(choices_.size()) - 2) {
        forward();
    } else {
        turn_seat(index, 1);
    }
}

std::string NewGameScene::seats_note(int focus) const {
    if (focus < static_cast<int>(choice_.seats.size())) {
        for (const Difficulty& d : find_table(choice_.game_id)->personalities) {
            if (d.name == choice_.seats[static_cast<std::size_t>(focus)]) {
                return d.label + " — " + d.note;
            }
        }
        return {};
    }
    return "Click a seat, or use ←  →, to change who sits there.";
}

std::vector<NewGameScene::Choice> NewGameScene::rules_choices() const {
    std::vector<Choice> choices;
    for (const GameOption* option : rule_options()) {
        choices.push_back({.label = rule_label(*option)});
    }
    for (const GameChoice* rule : rule_choices()) {
        choices.push_back({.label = choice_label(*rule)});
    }
    choices.push_back({.label = "Continue", .primary = true});
    return with_back(choices);
}

void NewGameScene::choose_rule(int index) {
    if (index == static_cast<int>(choices_.size()) - 2) {
        forward();
        return;
    }
    const auto options = rule_options();
    if (index >= static_cast<int>(options.size())) {
        // A rule of more than two answers: the next answer, round to the first.
        const GameChoice& rule = *rule_choices()[static_cast<std::size_t>(index) - options.size()];
        const std::size_t next = static_cast<std::size_t>(answer(rule) + 1) % rule.answers.size();
        answers_[rule.key] = rule.answers[next].name;
        choices_[static_cast<std::size_t>(index)].label = choice_label(rule);
        app().redraw();
        return;
    }
    const GameOption& option = *options[static_cast<std::size_t>(index)];
    rules_[option.key] = !rule(option.key);
    choices_[static_cast<std::size_t>(index)].label = rule_label(option);
    app().redraw();
}

std::string NewGameScene::rules_note(int focus) const {
    const auto options = rule_options();
    if (focus < static_cast<int>(options.size())) {
        return options[static_cast<std::size_t>(focus)]->note;
    }
    const auto more = rule_choices();
    if (focus < static_cast<int>(options.size() + more.size())) {
        const GameChoice& rule = *more[static_cast<std::size_t>(focus) - options.size()];
        return rule.answers[static_cast<std::size_t>(answer(rule))].note;
    }
    return "Click a rule, or press Enter on it, to turn it on or off. Settings keeps the answer.";
}

std::vector<NewGameScene::Choice> NewGameScene::name_choices() const {
    return with_back({{.label = "Continue", .primary = true}});
}

void NewGameScene::choose_name(int) {
    // Trimmed, and held to a name: the field takes 24 characters, a suggestion is not typed.
    const std::string name = cards::as_name(name_field_.text);
    choice_.player_name = name.empty() ? "You" : name;
    forward(); // the coin toss, or the deal
}

std::string NewGameScene::name_note(int) const {
    return "It is shown on the table and the score sheet.";
}

std::vector<NewGameScene::Choice> NewGameScene::toss_choices() const {
    return with_back({{.label = "Heads"}, {.label = "Tails"}});
}

void NewGameScene::choose_call(int index) {
    choice_.called_heads = index == 0;
    deal();
}

std::vector<NewGameScene::Choice> NewGameScene::tossed_choices() const {
    return {{.label = "Deal the cards", .primary = true}};
}

void NewGameScene::choose_deal(int) {
    if (started_.scene) {
        app().replace(std::move(started_.scene));
    }
}

// ---- the options and the seats ----

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

std::vector<const GameChoice*> NewGameScene::rule_choices() const {
    std::vector<const GameChoice*> rules;
    if (const TableEntry* game = find_table(choice_.game_id)) {
        for (const GameChoice& rule : game->choices) {
            if (rule.max_players == 0 || choice_.players <= rule.max_players) {
                rules.push_back(&rule);
            }
        }
    }
    return rules;
}

std::string NewGameScene::rule_answer(const std::string& key) const {
    const auto it = answers_.find(key);
    return it != answers_.end() ? it->second : app().settings().choice(choice_.game_id, key);
}

int NewGameScene::answer(const GameChoice& rule) const {
    const std::string name = rule_answer(rule.key);
    for (std::size_t i = 0; i < rule.answers.size(); ++i) {
        if (rule.answers[i].name == name) {
            return static_cast<int>(i);
        }
    }
    return 0; // never chosen, or an answer this version does not know: the game's default
}

std::string NewGameScene::choice_label(const GameChoice& rule) const {
    return rule.label + ": " + rule.answers[static_cast<std::size_t>(answer(rule))].label;
}

std::string NewGameScene::rule_label(const GameOption& option) const {
    return option.label + (rule(option.key) ? ": yes" : ": no");
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

void NewGameScene::turn_seat(int seat, int direction) {
    const auto& kinds = find_table(choice_.game_id)->personalities;
    std::string& plays = choice_.seats[static_cast<std::size_t>(seat)];
    const auto it = std::find_if(kinds.begin(), kinds.end(),
                                 [&](const Difficulty& d) { return d.name == plays; });
    const int n = static_cast<int>(kinds.size());
    const int at = it == kinds.end() ? 0 : static_cast<int>(it - kinds.begin());
    plays = kinds[static_cast<std::size_t>(((at + direction) % n + n) % n)].name;
    choices_[static_cast<std::size_t>(seat)].label = seat_label(seat);
    app().redraw();
}

} // namespace parlor::app
