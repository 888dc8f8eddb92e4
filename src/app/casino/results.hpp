#pragma once
// The screens after a round of Casino (each scoring category itemised for both players, the
// tournament totals) and after the tournament (the winner and the rounds).

#include "app/table/names.hpp"
#include "app/table/results_screen.hpp"
#include "parlor/games/casino/rules.hpp"

#include <array>
#include <functional>
#include <vector>

namespace parlor::app::casino_table {

// One scored round as the table saw it.
struct RoundRecord {
    int round = 0;
    std::array<int, 2> points{}; // indexed by Seat
    std::array<int, 2> scores{}; // after the round
};

// The round's sheet: cards, spades, aces, the 10♦ (DX), the 2♠ (S2), each with what the pile
// held and the points, the round's total and the tournament's. Continue calls `on_continue`.
table::ResultsSheet round_results(const parlor::casino::RoundScore& score, int round,
                                  std::array<int, 2> totals, const table::Names& names,
                                  bool game_over, std::function<void()> on_continue);

// The tournament's end: who passed 21 first with the higher total, and round by round.
table::ResultsSheet game_results(const parlor::casino::GameState& final_state,
                                 const table::Names& names, const std::vector<RoundRecord>& rounds);

} // namespace parlor::app::casino_table
