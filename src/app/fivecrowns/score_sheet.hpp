#pragma once
// The round-by-round score sheet of a Five Crowns game: each round scored so far, its wild
// card, each player's points and running totals, who went out. The table opens it during the
// game (R, the Scores button) and the game's results show it at the end. The rounds come from
// the rules' state; a game continued from its autosave brings back the rounds played before it
// was left (kept beside the save, which holds only the totals), and a game begun from a file
// shows the totals the file held as one line.

#include "app/core/scene.hpp"
#include "parlor/games/fivecrowns/rules.hpp"

#include <array>
#include <optional>
#include <string>
#include <vector>

namespace parlor::app::fivecrowns_table {

namespace fc = parlor::fivecrowns;

// One scored round as the sheet shows it.
struct RoundLine {
    int round = 0;
    std::vector<int> points = std::vector<int>(2); // indexed by Seat, 2 to 7 of them
    std::optional<fc::Seat> went_out;
    friend bool operator==(const RoundLine&, const RoundLine&) = default;
};

// The game's rounds as far as the table knows them.
struct ScoreHistory {
    int carried_rounds = 0; // rounds 1 to this were scored before and not itemised
    std::vector<int> carried = std::vector<int>(2); // their points, indexed by Seat
    std::vector<RoundLine> rounds;                  // the rounds after them, oldest first
    friend bool operator==(const ScoreHistory&, const ScoreHistory&) = default;
};

// The rounds a state has scored, after what came before the table opened.
ScoreHistory with_results(ScoreHistory earlier, const std::vector<fc::RoundResult>& results);

// The sheet: where each column starts (0..1 of the width), the header, a row for each round
// ("3", "Fives", "12  (40)", "0  (25)", "Computer") after one for the carried rounds, the totals.
struct ScoreSheet {
    std::vector<float> columns;
    std::vector<std::string> header;
    std::vector<std::vector<std::string>> rows;
    std::vector<std::string> total;
};
// A column for each seat of `names` (their number is the table's).
ScoreSheet score_sheet(const ScoreHistory& history, const std::vector<std::string>& names);

// Kept beside the autosave (the table's memory_for_continue): the history with the totals it
// adds up to. Read back only when it still adds up to the continued game's `totals` and ends
// before its `round`.
std::string write_history(const ScoreHistory& history);
std::optional<ScoreHistory> read_history(const std::string& text, const std::vector<int>& totals,
                                         int round);

// The sheet over the table; R (the key that opened it), Esc, Enter or a click closes it.
class ScoreSheetOverlay final : public Scene {
  public:
    // `playing`: the line on the round being played ("Round 3 of 11: fives are wild.").
    ScoreSheetOverlay(App& app, ScoreSheet sheet, std::string playing);
    std::string_view name() const override { return "scores"; }
    std::string_view game_id() const override { return "fivecrowns"; }
    bool is_overlay() const override { return true; }
    void on_action(UiAction action) override;
    void on_key(char key) override;
    void on_mouse(const MouseEvent& e) override;
    void render(Gfx& g) override;
    const ScoreSheet& sheet() const { return sheet_; }

  private:
    void close_if(bool asked);
    ScoreSheet sheet_;
    std::string playing_;
};

inline constexpr char score_sheet_key = 'r';

} // namespace parlor::app::fivecrowns_table
