#pragma once
// What a seat knows, worked out from its SeatView alone (internal to the Pinochle library): the
// cards it has not seen, the opponent's cards it knows of, and guesses at the hidden cards that
// fit everything it saw (the played cards, the opponent's melds and the cards of its broken
// melds, the trump card and who took it). The strategies read the table through these, never
// through the GameState.

#include "parlor/games/pinochle/rules.hpp"

#include "search_position.hpp"

#include <array>
#include <vector>

namespace parlor::pinochle::detail {

struct Unseen {
    std::array<int, distinct_cards> pool{}; // copies this seat has not seen anywhere
    int pool_size = 0;
    std::vector<CardIndex> opponent_known; // the opponent's unmelded cards it knows of
    int opponent_unknown = 0;              // the opponent's other unmelded cards
    int stock = 0;
};

// The cards the seat of `view` cannot place: the 48 minus its hand, both capture piles, the
// opponent's melded and known cards, the trump card on the table and a lead on the table. The
// opponent's unknown cards and the stock are a random part of them.
Unseen unseen_of(const SeatView& view);

// The table as the view shows it, the hidden cards dealt at random from the unseen ones
// (`rng` decides): the opponent's unknown cards, then the stock in a random order. Nothing
// when a hand does not fit the look-ahead (more than twelve cards).
std::optional<Position> guess_position(const SeatView& view, const Unseen& unseen, Rng& rng);

// Once the stock is gone nothing is hidden: the opponent holds exactly the unseen cards.
std::optional<Position> known_position(const SeatView& view);

// The seat of the view's index in Position::hands.
inline int me(const SeatView& view) {
    return index(view.seat);
}

} // namespace parlor::pinochle::detail
