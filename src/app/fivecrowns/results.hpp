#pragma once
// The screens after a round of Five Crowns (both hands laid down as melds and leftover cards,
// the points, the totals) and after the game (the winner and the table of rounds).

#include "app/fivecrowns/score_sheet.hpp"
#include "app/table/results_screen.hpp"
#include "parlor/games/fivecrowns/rules.hpp"

#include <array>
#include <functional>
#include <string>

namespace parlor::app::fivecrowns_table {

// Continue pops the screen, then calls on_continue (the next round, or the game's results).
table::ResultsSheet round_results(const fivecrowns::RoundResult& result, std::array<int, 2> totals,
                                  std::array<std::string, 2> names, bool game_over,
                                  std::function<void()> on_continue);

// `earlier`: the rounds before the table opened (a continued game's, a file's totals).
table::ResultsSheet game_results(const fivecrowns::GameState& final_state,
                                 const std::array<std::string, 2>& names,
                                 const ScoreHistory& earlier = {});

// The same at a table of three to seven (`names` and `totals` a seat each): every seat's hand laid
// down (melds and what was left over) beside its points and total, a band a seat; the sheet's rows
// say the same in words (a seat's points, total, and how many melds).
table::ResultsSheet table_round_results(const fivecrowns::RoundResult& result,
                                        std::vector<int> totals, std::vector<std::string> names,
                                        bool game_over, std::function<void()> on_continue);
table::ResultsSheet table_game_results(const fivecrowns::GameState& final_state,
                                       const std::vector<std::string>& names,
                                       const ScoreHistory& earlier = {});

} // namespace parlor::app::fivecrowns_table
