#pragma once
// A shuffled copy, for a fresh deck: shuffled(rng, full_deck()).

#include "parlor/cards/rng.hpp"

#include <vector>

namespace parlor::cards {

template <class T> std::vector<T> shuffled(Rng& rng, std::vector<T> items) {
    rng.shuffle(items);
    return items;
}

} // namespace parlor::cards
