#pragma once
// The computer at a table of three or four (docs/cribbage.md, "Seats"): the same three strategies
// as at two — random, greedy, expert — deciding from a TableView only, never the whole state.
// The expert weighs every other seat: its partner's points count as its own, each opponent's
// against it (at three, each opponent's at half: a point to one opponent is a point it does not
// give the other).

#include "parlor/cards/decision.hpp"
#include "parlor/cards/strategy.hpp"
#include "parlor/games/cribbage/table.hpp"

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace parlor::cribbage {

using TableStrategy = cards::Strategy<TableView, TableAction>;
using TableDecision = cards::Decision<TableAction>;

// "random", "greedy" or "expert"; nullptr for an unknown name. The seed feeds the strategy's own
// sampling, never the game's.
std::unique_ptr<TableStrategy> make_table_strategy(std::string_view name, std::uint64_t seed);
std::vector<std::string> table_strategy_names();

// What a point scored by `seat` is worth to the seat of `view`: 1 for its own side, -1 for the
// other partnership, -1/2 for each opponent at three.
double point_weight(const TableView& view, int seat);

// What the seat of `view` has not seen: the deck less its hand, its crib card, every card
// played, the starter and the cards shown this deal.
std::vector<Card> unseen_cards(const TableView& view);

// One card the seat may lay away, as the expert sees it.
struct TableDiscardChoice {
    Card card;
    double hand = 0; // expected points of the four kept, over every starter
    double crib = 0; // expected points of the crib with this card in it
    double net = 0;  // hand + crib x point_weight of the dealer
};
// Every card of the hand, best net first (rank_keeps' hand and crib for five dealt).
std::vector<TableDiscardChoice> rank_table_discards(const TableView& view);

// One card the seat may lay in the play, as the expert sees it.
struct TablePlayChoice {
    Card card;
    int points_now = 0;
    double net = 0; // expected weighted points to the end of the play, over the sampled hands
};
// The cards that fit, best net first: each played out `samples` times to the end of the play,
// the other seats' hands drawn from the unseen cards (a seat that has said go in this count holds
// nothing that fits), every seat then laying the card that scores most now. The same hands for
// every card; deterministic for a seed.
std::vector<TablePlayChoice> rank_table_plays(const TableView& view, std::uint64_t seed,
                                              int samples = 200);

} // namespace parlor::cribbage
