#pragma once
// The expert's review of a recorded Casino game (docs/records.md, "Review"): each move of the
// seat where it had a choice, judged by the expert from the seat's view at the time (the same
// view and the same seed as the help), and the ones where it would have played otherwise, with
// what they cost in expected points of the round.

#include "parlor/games/casino/recorded_game.hpp"
#include "parlor/games/casino/rules.hpp"
#include "parlor/record/review.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace parlor::casino {

// One decision judged.
struct Judgement {
    bool decision = false; // the seat had a choice: two legal moves that are not alike
    std::optional<record::ReviewItem> item; // where the expert would have played otherwise
};

// Two moves are alike when they differ only by cards of one rank that count alike (neither a
// spade nor the 10♦): the 5♥ or the 5♣ played, taken or built on leave the same game.
bool alike(const Action& a, const Action& b);

// `played` by the seat of `view` (its turn), judged from the view alone. The item's line, round
// and decision are left for the caller.
Judgement judge(const SeatView& view, const Action& played, std::uint64_t seed);

// The seat's tournament points less its opponent's.
double standing(const GameState& state, Seat seat);
// The seat's chance to win the tournament in percent, were its points `shift` more: a normal
// approximation of the difference of points over the rounds left (docs/records.md, "The cost in
// chance to win").
inline constexpr double round_spread = 4.0;
double win_chance(const GameState& state, Seat seat, double shift = 0);

// Every decision of `seat` in `game`, judged as above; `error` ("FILE:LINE: problem") when the
// record does not replay, and then the review holds the decisions before it.
record::Review review(const RecordedGame& game, Seat seat, std::string_view file,
                      std::uint64_t seed, std::string& error);

} // namespace parlor::casino
