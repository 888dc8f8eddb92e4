#pragma once
// The computer player: strategies that decide from a SeatView (never the whole state) and say
// why. The help for the human is the expert strategy run on the human's view.

#include "parlor/cards/decision.hpp"
#include "parlor/cards/strategy.hpp"
#include "parlor/games/fivecrowns/rules.hpp"

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace parlor::fivecrowns {

using Decision = cards::Decision<Action>;

// decide() is called in the Draw and Discard phases for the seat of `view`. It returns a legal
// action and the reasons, written in the first person ("I took the 7♦ from the discard pile
// because ...").
using Strategy = cards::Strategy<SeatView, Action>;

// "random", "greedy" or "expert"; nullptr for an unknown name. The seed feeds the strategy's
// own sampling (the expert's look-ahead), never the game's.
std::unique_ptr<Strategy> make_strategy(std::string_view name, std::uint64_t seed);
std::vector<std::string> strategy_names();

// Help: the expert's recommendation for the seat of `view`, addressed to the player
// ("I recommend you discard the K♣ because ...").
struct Advice {
    Action action;                  // the move to make now
    Arrangement arrangement;        // how to lay out the current hand (after the
                                    // recommended discard when in the Discard phase)
    std::vector<std::string> lines; // every sentence, in order: draw, melds, discard, going out
    std::vector<Card> highlight;    // cards the table should highlight (the discard, say)
    bool can_go_out = false;        // the recommended discard lets the player go out
    std::string summary;            // the recommendation in one line of at most 90 characters
};
Advice advise(const SeatView& view, std::uint64_t seed = 1);

} // namespace parlor::fivecrowns
