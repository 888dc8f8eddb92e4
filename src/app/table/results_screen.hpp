#pragma once
// The screen after a round or a game, for every table: a headline (who won), a few lines under
// it, then either a sheet of rows (round by round, deal by deal) or a picture the game paints
// itself (the hands laid down), then its buttons. A finished game deletes the autosave (Continue
// must not offer it again) and offers Play again (the same game, names and opponents, a new
// deal), Back to the title and Statistics. Between rounds the screen pops itself and the table
// goes on (the next round), or the player leaves: the next round is dealt first, so the autosave
// holds it and Continue picks the game up there.

#include "app/core/app.hpp"
#include "app/core/scene.hpp"
#include "app/table/results_layout.hpp"
#include "app/table/review_overlay.hpp"
#include "app/table_entries.hpp"
#include "app/ui/button_pad.hpp"

#include <functional>
#include <optional>
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
    std::string button =
        "Back to the title"; // what goes on (a round sheet's "Deal the next round")
    bool final = true;
    bool undo_used = false;            // the game had a take-back: the screen says so
    std::function<void()> on_continue; // not final: called after the screen popped itself
    // Not final: deals the next round before the player leaves for the title (absent: the
    // sheet offers no way out, as before the game's last round's results).
    std::function<void()> on_leave;
    // Not final: what the title says once on_leave has dealt the next round, whether the game
    // was kept for Continue (absent: nothing).
    std::function<App::Notice()> kept;
    // Final: the game Play again starts (absent: no Play again).
    std::optional<NewGameChoice> again;
    // The expert's review of the player's game, from a copy of its record (absent: the game
    // keeps no record, and there is no Review button); its page's title.
    ReviewJob review;
    std::string review_title = "Review";
    MomentOpener review_moments; // a decision of the review shown on the table (absent: text only)
    // Final: opens the game just played to be watched again from its record (absent: the game
    // keeps no record, and there is no Watch again button).
    std::function<void()> watch;
    // Final: the same deals played again with the seats exchanged, a new game in the table's
    // place (absent: the game keeps no record, or cannot deal so yet: no button).
    std::function<void()> rematch;
    // Final: painted small under the buttons ("Deal seed 12345"; empty: nothing).
    std::string details;
};

// The buttons of a results screen, left to right.
// Rematch, when offered, is last: its long label has a row of its own, above the others.
enum class ResultsButton { Continue, PlayAgain, Leave, Review, Watch, Statistics, Rematch };
std::vector<ResultsButton> results_buttons(const ResultsSheet& sheet);

class ResultsScreen final : public Scene {
  public:
    ResultsScreen(App& app, ResultsSheet sheet);
    std::string_view name() const override { return sheet_.scene_name; }
    void on_action(UiAction action) override;
    void on_key(char key) override;
    void on_mouse(const MouseEvent& e) override;
    void render(Gfx& g) override;
    const ResultsSheet& sheet() const { return sheet_; }
    const std::vector<PadButton>& buttons() const { return buttons_; }
    ResultsLayout layout(); // measures the buttons' labels

  private:
    void proceed();
    void leave();
    void play_again();
    void press(int button);
    void paint_sheet(Gfx& g, const ResultsLayout& l) const;
    ResultsSheet sheet_;
    std::vector<ResultsButton> kinds_; // what each button of buttons_ does
    std::vector<PadButton> buttons_;
    ButtonPad pad_;
};

} // namespace parlor::app::table
