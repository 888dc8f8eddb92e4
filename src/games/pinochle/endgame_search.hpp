#pragma once
// Once the stock is gone every card is known to both seats (internal to the Pinochle library):
// the rest of the round is a game of perfect information, searched with alpha-beta and a
// transposition table, meld declarations included, deepening one trick at a time until the
// whole round is searched (exact) or the node budget runs out (then the deepest finished search
// counts, its horizon valued by playing the rest out with the quick player).

#include "search_position.hpp"

#include <optional>
#include <vector>

namespace parlor::pinochle::detail {

// Where the search starts: the seat `me` is to lead, to chase `lead`, or to pick a meld.
enum class RootKind { Lead, Chase, Meld };

struct EndgameMove {
    int choice = 0; // position in my hand (Lead, Chase) or meld table index (Meld)
    int value = 0;  // my points minus the opponent's from here to the end (exact or estimated)
};

struct EndgameResult {
    std::vector<EndgameMove> moves; // the best first; the others are bounds, not exact values
    bool exact = false;             // the whole round was searched
    int depth = 0;                  // tricks searched
    int tricks_left = 0;
    long nodes = 0;
};

// `position.leader` is the seat leading the trick (for Chase: the opponent, its lead already
// out of its hand). Nothing when there is no move to make.
std::optional<EndgameResult> search_endgame(const Position& position, int me, RootKind kind,
                                            std::optional<CardIndex> lead, long node_budget);

// The same search of the given root choices only (for the review: the expert's move and the one
// played), each from a full window, so that every value is exact at the depth reached, never a
// bound. A Meld root may hold -1: declaring no meld.
std::optional<EndgameResult> search_endgame_values(const Position& position, int me, RootKind kind,
                                                   std::optional<CardIndex> lead,
                                                   std::vector<int> choices, long node_budget);

} // namespace parlor::pinochle::detail
