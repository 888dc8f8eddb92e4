#pragma once
// The look-ahead of the play (internal): with both hands known, the best difference in points
// each side can force until the play ends, by exhaustive search of the play's rules.

#include "parlor/games/cribbage/pegging.hpp"

#include <array>

namespace parlor::cribbage::detail {

// What a line of play scores for each seat.
struct Tally final : PlayListener {
    std::array<int, 2> points{};
    void laid(int seat, Card, std::span<const Card>, int scored) override {
        points[static_cast<std::size_t>(seat)] += scored;
    }
    void said_go(int) override {}
    void last_card(int seat) override { points[static_cast<std::size_t>(seat)] += 1; }
    void count_restarted(int) override {}
};

// The value of reaching 121 during the play, in points: winning outweighs any pegging.
inline constexpr int win_value = 100;

// Points for `me` minus points for the other seat from `position` to the end of the play, when
// both play their best knowing every card. `to_win` is what each seat still needs to reach 121;
// reaching it ends the game with +-win_value. Cards of the same rank are one choice.
int best_difference(const PlayPosition& position, int me, std::array<int, 2> to_win);

} // namespace parlor::cribbage::detail
