#pragma once
// The screens between rounds and at the end of a game. They only show; the table decides what
// happens next through the on_continue callback.

#include "app/core/scene.hpp"
#include "app/ui/widgets.hpp"
#include "parlor/games/fivecrowns/rules.hpp"

#include <array>
#include <functional>
#include <string>

namespace parlor::app {

// Both players' melds and leftover cards, the points each earned this round, the totals.
// Continue (Enter, Space, click) pops this scene and then calls on_continue (the table deals the
// next round, or replaces itself with GameResultsScene after the last one).
class RoundResultsScene final : public Scene {
  public:
    RoundResultsScene(App& app, fivecrowns::RoundResult result, std::array<int, 2> totals,
                      std::array<std::string, 2> names, bool game_over,
                      std::function<void()> on_continue);
    std::string_view name() const override { return "round_results"; }
    void on_action(UiAction action) override;
    void on_mouse(const MouseEvent& e) override;
    void render(Gfx& g) override;

  private:
    void proceed();
    fivecrowns::RoundResult result_;
    std::array<int, 2> totals_;
    std::array<std::string, 2> names_; // indexed by Seat
    bool game_over_;
    std::function<void()> on_continue_;
    ButtonGroup buttons_;
};

// The winner and the per-round table. Deletes the autosave (the game is finished). Continue
// returns to the title.
class GameResultsScene final : public Scene {
  public:
    GameResultsScene(App& app, fivecrowns::GameState final_state, std::array<std::string, 2> names);
    std::string_view name() const override { return "game_results"; }
    void on_action(UiAction action) override;
    void on_mouse(const MouseEvent& e) override;
    void render(Gfx& g) override;

  private:
    fivecrowns::GameState state_;
    std::array<std::string, 2> names_;
    ButtonGroup buttons_;
};

} // namespace parlor::app
