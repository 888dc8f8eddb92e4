#pragma once
// The screen after a round or a game, for every table: a headline (who won), a few lines under
// it, then either a sheet of rows (round by round, deal by deal) or a picture the game paints
// itself (the hands laid down), the button that goes on, and Statistics. A finished game deletes
// the autosave (Continue must not offer it again) and goes back to the title; otherwise the screen
// pops itself and the table goes on (the next round).

#include "app/core/scene.hpp"
#include "app/ui/widgets.hpp"

#include <functional>
#include <string>
#include <vector>

namespace parlor::app::table {

struct ResultsSheet {
    std::string game_id;                     // whose statistics the Statistics button shows
    std::string scene_name = "game_results"; // "round_results" between rounds
    bool crown = true;                       // a crown over a winner's headline
    std::string headline;                    // "You win!"
    std::vector<std::string> lines;          // the score, a skunk, how the game is counted
    // The sheet: where each column starts (0..1 of the width), the header, the rows, the total.
    std::vector<float> columns;
    std::vector<std::string> header;
    std::vector<std::vector<std::string>> rows;
    std::vector<std::string> total;
    // Paints in place of the sheet, when the game shows something else (the hands laid down).
    std::function<void(Gfx&, const Rect&)> body;
    std::string button = "Back to the title";
    bool final = true;
    bool undo_used = false;            // the game had a take-back: the screen says so
    std::function<void()> on_continue; // not final: called after the screen popped itself
};

class ResultsScreen final : public Scene {
  public:
    ResultsScreen(App& app, ResultsSheet sheet);
    std::string_view name() const override { return sheet_.scene_name; }
    void on_action(UiAction action) override;
    void on_key(char key) override;
    void on_mouse(const MouseEvent& e) override;
    void render(Gfx& g) override;
    const ResultsSheet& sheet() const { return sheet_; }

  private:
    void proceed();
    void press(int button);
    ResultsSheet sheet_;
    ButtonGroup buttons_;
};

} // namespace parlor::app::table
