#pragma once
// The same table with the cards one seat cannot see dealt again: the opponent's unmelded cards it
// does not know of, and the stock, shuffled together and handed out in the same numbers. The
// expert's tests and the conformance suite ask whether advice changes when they are.

#include "parlor/games/pinochle/rules.hpp"

#include <algorithm>
#include <vector>

namespace parlor::pinochle::test {

inline GameState redeal_hidden(const GameState& state, Seat seat, Rng& rng) {
    GameState other = state;
    Player& opponent = other.player(parlor::pinochle::other(seat));
    std::vector<Card> known = opponent.shown; // shown to the seat, so not hidden from it
    std::vector<Card*> places;
    for (HeldCard& held : opponent.hand.cards) {
        if (held.melded()) {
            continue;
        }
        const auto k = std::find(known.begin(), known.end(), held.card);
        if (k != known.end()) {
            known.erase(k);
            continue;
        }
        places.push_back(&held.card);
    }
    for (Card& card : other.stock) {
        places.push_back(&card);
    }
    std::vector<Card> pool;
    for (const Card* card : places) {
        pool.push_back(*card);
    }
    rng.shuffle(pool);
    for (std::size_t i = 0; i < places.size(); ++i) {
        *places[i] = pool[i];
    }
    return other;
}

} // namespace parlor::pinochle::test
