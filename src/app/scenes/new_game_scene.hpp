#pragma once
// New game in steps: the game (from the catalogue), difficulty, how many players and who plays
// in each seat (a game for more than two), the game's rule options, your name, then the coin-toss
// call and its result, then the table replaces this scene.
//
// The steps are one table (new_game_scene.cpp): each row says what the step asks, how its
// buttons are set out, what they are, what choosing one does and what the note under them says.
// Where things go is layout_new_game (new_game_layout.hpp), a plain function of the window's
// size; the buttons are a ButtonPad (the table kit's Zones and Focus), so the screen and the
// tables answer the mouse and the keys alike. render() only paints.

#include "app/core/scene.hpp"
#include "app/scenes/new_game_layout.hpp"
#include "app/table_entries.hpp"
#include "app/ui/button_pad.hpp"
#include "app/ui/widgets.hpp"

#include <map>
#include <string>
#include <vector>

namespace parlor::app {

class NewGameScene final : public Scene {
  public:
    explicit NewGameScene(App& app);
    // Play again: `again` as the last game was chosen, from the coin-toss call on.
    NewGameScene(App& app, NewGameChoice again);
    std::string_view name() const override { return "new_game"; }
    bool wants_text_input() const override { return step_ == Step::Name; }
    void on_action(UiAction action) override;
    void on_mouse(const MouseEvent& e) override;
    void on_text(std::string_view utf8) override;
    void render(Gfx& g) override;

    enum class Step { Game, Difficulty, Name, Toss, Tossed, Players, Seats, Rules };
    // One button of the step.
    using Choice = PadButton;
    Step step() const { return step_; }
    const NewGameChoice& choice() const { return choice_; }
    const std::vector<Choice>& choices() const { return choices_; }
    // The button the keyboard's focus is on.
    int focused() const;
    const std::string& focused_label() const;
    // Where everything goes in the window as it is now (the buttons, the note, the panel).
    NewGameLayout layout() const;
    // The rule options as New game will start the game with them.
    bool rule(const std::string& key) const;
    // The answer's name of a rule of more than two answers ("muggins").
    std::string rule_answer(const std::string& key) const;
    // What the players step says under the counts: who the others are (the difficulty's note).
    std::string players_note() const;

    // The row of the steps' table (new_game_scene.cpp).
    struct StepRow;

  private:
    static const StepRow steps_[]; // the table, in new_game_scene.cpp
    static const StepRow& row_of(Step step);
    const StepRow& row() const;
    // The steps of the chosen game, in order (Tossed counts as Toss).
    std::vector<Step> path() const;
    void forward();
    void enter(Step step);
    void back();
    void choose(int index);
    void deal();

    // The steps' parts (their rows point here).
    std::vector<Choice> game_choices() const;
    std::vector<Choice> difficulty_choices() const;
    std::vector<Choice> players_choices() const;
    std::vector<Choice> seats_choices() const;
    std::vector<Choice> rules_choices() const;
    std::vector<Choice> name_choices() const;
    std::vector<Choice> toss_choices() const;
    std::vector<Choice> tossed_choices() const;
    int game_focus() const;
    int difficulty_focus() const;
    int players_focus() const;
    int continue_focus() const;
    int first_focus() const { return 0; }
    void choose_game(int index);
    void choose_difficulty(int index);
    void choose_players(int index);
    void choose_seat(int index);
    void choose_rule(int index);
    void choose_name(int index);
    void choose_call(int index);
    void choose_deal(int index);
    std::string game_note(int focus) const;
    std::string difficulty_note(int focus) const;
    std::string players_note_at(int focus) const;
    std::string seats_note(int focus) const;
    std::string rules_note(int focus) const;
    std::string name_note(int focus) const;
    std::string no_note(int) const { return {}; }
    void paint_field(Gfx& g, const NewGameLayout& l) const;
    void paint_coin(Gfx& g, const NewGameLayout& l) const;
    void paint_landed(Gfx& g, const NewGameLayout& l) const;

    std::vector<const GameOption*> rule_options() const;
    // The game's rules of more than two answers asked at this table's size (after the options).
    std::vector<const GameChoice*> rule_choices() const;
    // The answer of a rule of more than two answers New game will start the game with (index
    // into its answers).
    int answer(const GameChoice& choice) const;
    std::string choice_label(const GameChoice& choice) const;
    std::string seat_label(int seat) const;
    std::string rule_label(const GameOption& option) const;
    void turn_seat(int seat, int direction);

    Step step_ = Step::Game;
    NewGameChoice choice_;
    bool again_ = false; // Play again: leaving the toss goes back to the title
    std::vector<Choice> choices_;
    ButtonPad pad_;
    TextField name_field_;
    StartedGame started_;
    std::map<std::string, bool> rules_;          // the answers of the Rules step, by option key
    std::map<std::string, std::string> answers_; // its answers of more than two, by key
};

// Play again after a finished game: the same game, name, difficulty and seats, a new deal. A game
// with a coin toss asks for the call first (New game's toss step); the others deal at once. The
// new scene takes the place of the top one.
void start_again(App& app, NewGameChoice again);

} // namespace parlor::app
