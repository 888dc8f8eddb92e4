#pragma once
// The player's statistics, one game at a time (Left/Right turn to another game): a row per
// difficulty (played, won, lost, tied, win rate, streaks, best and average score in the game's
// own sense, games with a take-back), the game's own tallies, and a small chart of the latest
// results of the chosen difficulty (Up/Down). Reset asks first. Opened from the title and from
// every results screen; Esc or Back returns. Where things go is layout_statistics, a plain
// function of the window's size and the rows; render() only paints.

#include "app/core/scene.hpp"
#include "app/core/statistics.hpp"
#include "app/scenes/statistics_layout.hpp"
#include "app/ui/button_pad.hpp"

#include <string>
#include <vector>

namespace parlor::app {

class StatisticsScene final : public Scene {
  public:
    // Starts on `game_id` (else the game last played, else the first game).
    StatisticsScene(App& app, std::string game_id = {});
    std::string_view name() const override { return "statistics"; }
    void on_action(UiAction action) override;
    void on_mouse(const MouseEvent& e) override;
    void on_resume() override;
    void render(Gfx& g) override;

    const std::string& game() const { return game_; }
    const Statistics& statistics() const { return statistics_; }
    const std::string& notice() const { return notice_; }
    // The notice as painted: wrapped within the window, at most statistics_notice_lines_max lines.
    std::vector<std::string> notice_lines(Gfx& g) const;
    // The game's records kept in the data folder (docs/records.md), in a line; empty for none.
    const std::string& records() const { return records_; }
    // The difficulties shown as rows: the game's own, then any other one with games recorded.
    std::vector<std::string> rows() const;
    // The row whose latest results the chart shows.
    int row() const;
    // Where everything goes in the window as it is now.
    StatisticsLayout layout() const;
    const std::vector<PadButton>& buttons() const { return buttons_; }
    // The sheet's texts, the columns' names first, then a line per row.
    std::vector<std::vector<std::string>> sheet_texts() const;
    // Where the sheet's columns go, measured from its texts: each column's left edge and its
    // widest text, at the sheet's text size (smaller where the texts need it).
    struct SheetColumns {
        std::vector<float> lefts;
        std::vector<float> widths;
        float text_size = 0;
    };
    SheetColumns sheet_columns(Gfx& g) const;

  private:
    enum Button { Reset, Back };
    void turn(int direction);
    void choose_row();
    void list_records();
    void press(int button);
    void reload();

    std::string game_;
    Statistics statistics_;
    std::string notice_;   // the damaged file's story, once
    int notice_lines_ = 1; // the lines it took, wrapped, when last painted
    std::string records_;
    int row_ = 0; // the difficulty whose recent results the chart shows
    std::vector<PadButton> buttons_;
    ButtonPad pad_;
};

} // namespace parlor::app
