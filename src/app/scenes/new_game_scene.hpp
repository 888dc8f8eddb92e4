#pragma once
// New game in steps: the game (from the catalogue), difficulty, how many players and who plays
// in each seat (a game for more than two), the game's rule options, your name, then the coin-toss
// call and its result, then the table replaces this scene.

#include "app/core/scene.hpp"
#include "app/table_entries.hpp"
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
    Step step() const { return step_; }
    const NewGameChoice& choice() const { return choice_; }
    const ButtonGroup& buttons() const { return buttons_; }
    // Where the last frame put the note under a column of choices, and the panel's inside.
    const Rect& note_box() const { return note_box_; }
    const Rect& panel_body() const { return body_; }
    // The rule options as New game will start the game with them.
    bool rule(const std::string& key) const;
    // What the players step says under the counts: who the others are (the difficulty's note).
    std::string players_note() const;

  private:
    // The steps of the chosen game, in order (Tossed counts as Toss).
    std::vector<Step> path() const;
    void forward();
    std::vector<const GameOption*> rule_options() const;
    std::string seat_label(int seat) const;
    std::string rule_label(const GameOption& option) const;
    void turn_seat(int seat, int direction);
    void enter(Step step);
    void back();
    void choose(int index);
    void deal();
    // Lays out and draws the buttons as a column in `area` (at most `button_h` high each),
    // keeping two lines of `note` under them (note_box_).
    void column_with_note(Gfx& g, const Rect& area, float button_h, float gap,
                          const TextStyle& note);
    Step step_ = Step::Game;
    NewGameChoice choice_;
    bool again_ = false; // Play again: leaving the toss goes back to the title
    ButtonGroup buttons_;
    TextField name_field_;
    StartedGame started_;
    std::map<std::string, bool> rules_; // the answers of the Rules step, by option key
    Rect note_box_{};
    Rect body_{};
};

// Play again after a finished game: the same game, name, difficulty and seats, a new deal. A game
// with a coin toss asks for the call first (New game's toss step); the others deal at once. The
// new scene takes the place of the top one.
void start_again(App& app, NewGameChoice again);

} // namespace parlor::app
