#pragma once
// New game in steps: the game (from the catalogue), difficulty, how many players (a game for more
// than two), your name, then the coin-toss call and its result, then the table replaces this
// scene.

#include "app/catalogue.hpp"
#include "app/core/scene.hpp"
#include "app/ui/widgets.hpp"

namespace parlor::app {

class NewGameScene final : public Scene {
  public:
    explicit NewGameScene(App& app);
    std::string_view name() const override { return "new_game"; }
    bool wants_text_input() const override { return step_ == Step::Name; }
    void on_action(UiAction action) override;
    void on_mouse(const MouseEvent& e) override;
    void on_text(std::string_view utf8) override;
    void render(Gfx& g) override;

    enum class Step { Game, Difficulty, Name, Toss, Tossed, Players };
    Step step() const { return step_; }
    const NewGameChoice& choice() const { return choice_; }
    const ButtonGroup& buttons() const { return buttons_; }

  private:
    void enter(Step step);
    void back();
    void choose(int index);
    void choose_toss_free();
    void deal();
    Step step_ = Step::Game;
    NewGameChoice choice_;
    ButtonGroup buttons_;
    TextField name_field_;
    StartedGame started_;
};

} // namespace parlor::app
