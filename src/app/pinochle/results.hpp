#pragma once
// The end of a round of Pinochle (each player's melds and capture points, the round and game
// scores) and the end of the game (round by round, the winner).

#include "app/table/names.hpp"
#include "app/table/results_screen.hpp"
#include "parlor/games/pinochle/rules.hpp"

#include <functional>
#include <vector>

namespace parlor::app::pinochle_table {

// The round's screen; its button goes on to "another round?" (`on_continue`).
table::ResultsSheet round_results(const pinochle::RoundResult& result, const table::Names& names,
                                  std::function<void()> on_continue);

// The game's screen: the winner, the final scores, every round played at this table.
table::ResultsSheet game_results(const pinochle::GameState& final_state, const table::Names& names,
                                 const std::vector<pinochle::RoundResult>& rounds);

} // namespace parlor::app::pinochle_table
