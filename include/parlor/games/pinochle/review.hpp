#pragma once
// The expert's review of a recorded Pinochle game (docs/records.md, "Review"): each play and
// each meld of the seat where it had a choice, judged by the expert from the seat's view at the
// time (the same view and the same seed as the help), and the ones where it would have chosen
// otherwise, with what they cost in points of the round.

#include "parlor/games/pinochle/recorded_game.hpp"
#include "parlor/games/pinochle/rules.hpp"
#include "parlor/record/review.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace parlor::pinochle {

// One decision judged.
struct Judgement {
    bool decision = false; // the seat had a choice: two legal moves that are not alike
    std::optional<record::ReviewItem> item; // where the expert would have chosen otherwise
};

// Two moves of the seat of `view` are alike when they leave the same game: plays of one card
// from the same kinds of melds (two unmelded copies of a card are one move), or the same meld.
bool alike(const SeatView& view, const Action& a, const Action& b);

// `played` by the seat of `view` (its turn), judged from the view alone. The item's line, round
// and decision are left for the caller.
Judgement judge(const SeatView& view, const Action& played, std::uint64_t seed);

// The seat's points (the game's and this round's so far) less its opponent's.
double standing(const GameState& state, Seat seat);
// The seat's chance to win in percent, were its points `shift` more: a normal approximation of
// the difference of points over the rounds left (docs/records.md, "The cost in chance to win").
inline constexpr double round_spread = 150.0;
double win_chance(const GameState& state, Seat seat, double shift = 0);

// Every decision of `seat` in `game`, judged as above; `error` ("FILE:LINE: problem") when the
// record does not replay, and then the review holds the decisions before it.
record::Review review(const RecordedGame& game, Seat seat, std::string_view file,
                      std::uint64_t seed, std::string& error);

} // namespace parlor::pinochle
