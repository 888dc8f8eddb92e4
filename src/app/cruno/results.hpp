#pragma once
// The Cruno results screen: who won and how (an empty hand, or the lowest penalty when the stock
// ran out), each player's cards left and penalty, and the wins of each seat this session.

#include "app/table/names.hpp"
#include "app/table/results_screen.hpp"
#include "parlor/games/cruno/rules.hpp"

namespace parlor::app::cruno_table {

struct SessionTally;

table::ResultsSheet results_sheet(const parlor::cruno::GameState& final_state,
                                  const table::Names& names, const SessionTally& tally);

} // namespace parlor::app::cruno_table
