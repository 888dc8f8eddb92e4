#pragma once
// Reading the opponent in the play (internal): what its earlier cards and go's of this deal say
// about the cards it still holds. The course of the play is replayed from the cards each seat has
// laid (the rules leave one way to interleave them), so every earlier decision of the opponent is
// known: the pile it faced, the card it chose or the go it said.

#include "parlor/games/cribbage/rules.hpp"
#include "play_search.hpp"

#include <array>
#include <vector>

namespace parlor::cribbage::detail {

// One earlier decision of the opponent in this deal.
struct OpponentMove {
    std::vector<Card> pile;         // since the count restarted, before its card
    bool go = false;                // it said go: nothing it held fitted
    Card card{};                    // the card it laid (not a go)
    std::vector<Card> later;        // the cards it laid after this one in this deal
    std::array<int, 14> my_later{}; // ranks of the cards the seat of the view laid after it
};

// The opponent's decisions so far in this deal, oldest first (the seat of `view` is to play).
std::vector<OpponentMove> opponent_moves(const SeatView& view);

// How likely the opponent, holding `holds` (cards of each rank) now, was to make `moves`: 0 if
// it said go holding a card that fitted; for each card it chose, its share when a player picks
// among the cards it held with weights exp(sharpness x sighted_value) — so a card that declined
// points is less likely, not impossible (a player may decline a pair to avoid giving three).
// `hidden` is what the opponent could not see apart from the cards the view's seat holds now.
double likelihood_of_moves(const std::vector<OpponentMove>& moves, const std::array<int, 14>& holds,
                           const HiddenRanks& hidden, const std::vector<Card>& my_hand,
                           double sharpness);

} // namespace parlor::cribbage::detail
