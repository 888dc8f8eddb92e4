#pragma once
// The end of a game of cribbage: who reached the target (121 or 61), the final scores, a skunk if
// there was one, and where each player's points came from, deal by deal.

#include "app/table/names.hpp"
#include "app/table/results_screen.hpp"
#include "parlor/games/cribbage/rules.hpp"

#include <array>
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
    std::array<int, 2> before{}; // a resumed deal: the scores at the load (earlier play)
    // Counting your own: what the last claim was for, the column muggins' points go in.
    cribbage::ClaimOf last_claim = cribbage::ClaimOf::Pegging;
};

// Adds what an event scored to the record of its deal (a DealtEvent opens a new record).
void record(std::vector<DealRecord>& deals, const cribbage::Event& event);

table::ResultsSheet results_sheet(const cribbage::GameState& final_state, const table::Names& names,
                                  const std::vector<DealRecord>& deals);

} // namespace parlor::app::cribbage_table
