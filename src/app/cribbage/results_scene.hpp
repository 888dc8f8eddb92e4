#pragma once
// The end of a game of cribbage: who reached 121, the final scores, a skunk if there was one,
// and how the last deal's counts went. Deletes the autosave (the game is finished); Continue
// returns to the title.

#include "app/core/scene.hpp"
#include "app/ui/widgets.hpp"
#include "parlor/games/cribbage/rules.hpp"

#include <array>
#include <string>
#include <vector>

namespace parlor::app::cribbage_table {

// What each player scored in one deal, by where the points came from.
struct DealRecord {
    int deal = 0;
    cribbage::Seat dealer = cribbage::Seat::Human;
    std::array<int, 2> play{}; // pegged in the play, his heels included (indexed by Seat)
    std::array<int, 2> hand{};
    std::array<int, 2> crib{};
    bool resumed = false; // the deal a loaded game began in: points before the load are not here
};

// Adds what an event scored to the record of its deal (a DealtEvent opens a new record).
void record(std::vector<DealRecord>& deals, const cribbage::Event& event);

class ResultsScene final : public Scene {
  public:
    ResultsScene(App& app, cribbage::GameState final_state, std::array<std::string, 2> names,
                 std::vector<DealRecord> deals = {});
    std::string_view name() const override { return "game_results"; }
    void on_action(UiAction action) override;
    void on_mouse(const MouseEvent& e) override;
    void render(Gfx& g) override;

  private:
    cribbage::GameState state_;
    std::array<std::string, 2> names_; // indexed by Seat
    std::vector<DealRecord> deals_;
    ButtonGroup buttons_;
};

} // namespace parlor::app::cribbage_table
