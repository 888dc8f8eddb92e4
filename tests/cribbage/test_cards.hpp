#pragma once
// Cards written the save-file way in tests: cards("5H 5S 5C JD"); a card played, and the events
// of a kind that a move brought.

#include "common/events.hpp"
#include "common/read_or_throw.hpp"
#include "parlor/games/cribbage/cards.hpp"
#include "parlor/games/cribbage/rules.hpp"

#include <string>
#include <vector>

namespace parlor::cribbage::test {

using parlor::test::events_of;

inline Card card(const std::string& text) {
    std::string error;
    return parlor::test::read_or_throw(parse(text, error), error);
}

inline std::vector<Card> cards(const std::string& text) {
    std::string error;
    return parlor::test::read_or_throw(parse_cards(text, error), error);
}

// Plays a card from the hand of the seat to play.
inline Outcome play(GameState& state, const std::string& c) {
    Rng rng(1);
    return apply(state, Play{card(c)}, rng);
}

} // namespace parlor::cribbage::test
