#pragma once
// The expert's review of a recorded Five Crowns game (docs/records.md, "Review"): each draw and
// each discard where the seat had a choice, judged by the expert from the seat's view at the time
// (the same view as the help), and the ones where it would have chosen otherwise, with what they
// cost by its own figures.

#include "parlor/games/fivecrowns/recorded_game.hpp"
#include "parlor/games/fivecrowns/rules.hpp"
#include "parlor/record/review.hpp"

#include <cstdint>
#include <optional>
#include <string_view>

namespace parlor::fivecrowns {

// One decision judged.
struct Judgement {
    bool decision = false; // the seat had a choice (both piles to draw from, two cards to throw)
    std::optional<record::ReviewItem> item; // where the expert would have chosen otherwise
};

// `played` by the seat of `view` (its turn), judged from the view alone. The expert counts every
// card it has not seen instead of sampling, so `seed` changes nothing (it is the help's, kept for
// the shape every game's review shares). The item's line, round and decision are left for the
// caller.
Judgement judge(const SeatView& view, const Action& played, std::uint64_t seed);

// The mean of the opponents' totals less the seat's (fewer points win).
double standing(const GameState& state, Seat seat);
// The seat's chance to win in percent, were its total `shift` points fewer: a normal
// approximation of the difference of totals with each opponent over the rounds left, the
// difference of a round varying by about 20 points (docs/records.md, "The cost in chance to
// win").
inline constexpr double round_spread = 20.0;
double win_chance(const GameState& state, Seat seat, double shift = 0);

// Every decision of `seat` in `game`, judged as above; `error` ("FILE:LINE: problem") when the
// record does not replay, and then the review holds the decisions before it.
record::Review review(const RecordedGame& game, Seat seat, std::string_view file,
                      std::uint64_t seed, std::string& error);

} // namespace parlor::fivecrowns
