#pragma once
// The computer player's interface, the same for every game: it decides from what one seat may
// see (the game's view type) and says why. A game names its own with
//     using Strategy = cards::Strategy<SeatView, Action>;

#include "parlor/cards/decision.hpp"

#include <string>

namespace parlor::cards {

template <class View, class Action> class Strategy {
  public:
    virtual ~Strategy() = default;
    virtual std::string name() const = 0;
    // A legal action for the seat of `view`, with the reasons a player reads.
    virtual Decision<Action> decide(const View& view) = 0;
};

} // namespace parlor::cards
