#pragma once
// The expert's review of a recorded Cruno game (docs/records.md, "Review"; docs/cruno.md): each
// move of the seat where it had a choice, judged by the expert from the seat's view at the time
// (the same view and the same seed as the help), and the ones where it would have played
// otherwise, with what they cost in chance to win the game.

#include "parlor/games/cruno/recorded_game.hpp"
#include "parlor/games/cruno/rules.hpp"
#include "parlor/record/review.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace parlor::cruno {

// One decision judged.
struct Judgement {
    bool decision = false; // the seat had a choice: two honest moves that are not alike
    std::optional<record::ReviewItem> item; // where the expert would have played otherwise
};

// `played` by the seat of `view` (its turn), judged from the view alone. The choices are the
// honest moves, the plays and the draw: a trickster converts only when no card fits, where the
// draw is the only honest move, so a conversion is never a decision. The item's line, round and
// decision are left for the caller.
Judgement judge(const SeatView& view, const Action& played, std::uint64_t seed);

// The seat's share of the win (100 divided among the winners) less an even share (100 / seats),
// once the game is over; 0 before.
double standing(const GameState& state, int seat);
// An even share until the game is over, then the seat's share: Cruno's costs are chances already.
double win_chance(const GameState& state, int seat, double shift = 0);

// Every decision of `seat` in `game`, judged as above, all in round 1 (a game of Cruno is one
// round); `error` ("FILE:LINE: problem") when the record does not replay, and then the review
// holds the decisions before it.
record::Review review(const RecordedGame& game, int seat, std::string_view file, std::uint64_t seed,
                      std::string& error);

} // namespace parlor::cruno
