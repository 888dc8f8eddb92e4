#pragma once
// The tables the expert imagines from its seat's view (internal to the Cruno library).

#include "rollout.hpp"

#include "parlor/games/cruno/ai.hpp"
#include "parlor/games/cruno/rules.hpp"

#include <vector>

namespace parlor::cruno::detail {

// Fills `table` (its buffers reused) with a table consistent with `view`: the seat's own hand,
// the `unseen` cards shuffled and dealt to the other seats in their hand sizes (each note's
// covered cards from cards it does not rule out, as far as there are such cards), the rest as
// the stock; the discard pile, the suit, the turn, the direction, a pending Draw Two and the
// rules as they are; every seat playing by the policy closest to its personality.
void imagine_table(const SeatView& view, const std::vector<Card>& unseen, Rng& rng,
                   SimTable& table);

// Each of `actions` (legal for the seat of `view`, its turn) played out on the look-ahead's
// imagined tables `first` to `end` - 1 from `seed`: the very tables, and the same luck on each,
// that weigh_moves(view, seed, budget) plays its candidates on (and the ones it would play on
// next). results[a][t - first]: the share of table t's game the seat wins after actions[a].
std::vector<std::vector<double>> results_on_tables(const SeatView& view,
                                                   const std::vector<Action>& actions,
                                                   std::uint64_t seed, int first, int end,
                                                   const Budget& budget);

} // namespace parlor::cruno::detail
