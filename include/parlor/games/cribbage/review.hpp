#pragma once
// The expert's review of a recorded Cribbage game (docs/records.md, "Review"): each lay-away and
// each card of the play where the seat had a choice, judged by the expert from the seat's view at
// the time (the same view and the same seed as the help), and the ones where it would have chosen
// otherwise, with what they cost.

#include "parlor/games/cribbage/recorded_game.hpp"
#include "parlor/games/cribbage/rules.hpp"
#include "parlor/record/review.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace parlor::cribbage {

// One decision judged.
struct Judgement {
    bool decision = false;                  // the seat had a choice (a lay-away, or two cards fit)
    std::optional<record::ReviewItem> item; // where the expert would have chosen otherwise
};

// `played` by the seat of `view` (its turn), judged from the view alone. The item's line, round
// and decision are left for the caller.
Judgement judge(const SeatView& view, const Action& played, std::uint64_t seed);

// The chance, in percent, that `seat` wins from `state` were its score `shift` points more: the
// win model (win_model.hpp) at the start of a deal with the scores as they stand.
double win_chance(const GameState& state, Seat seat, double shift = 0);

// Every decision of `seat` in `game`, judged as above; `error` ("FILE:LINE: problem") when the
// record does not replay, and then the review holds the decisions before it.
record::Review review(const RecordedGame& game, Seat seat, std::string_view file,
                      std::uint64_t seed, std::string& error);

} // namespace parlor::cribbage
