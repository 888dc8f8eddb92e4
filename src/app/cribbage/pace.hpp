#pragma once
// What the two-seat table and the table of three and four share: the pace of the show and the
// pegs, and the points of a list of score items (a show's hand, a play's claim).

#include "parlor/games/cribbage/scoring.hpp"

#include <vector>

namespace parlor::app::cribbage_table {

// One item (or hand) of the show every so often; Continue counts on at once.
inline constexpr double show_step_seconds = 1.1;
// Pegs move this many holes a second.
inline constexpr double peg_speed = 24;

inline int points_of(const std::vector<cribbage::ScoreItem>& items) {
    int total = 0;
    for (const auto& item : items) {
        total += item.points;
    }
    return total;
}

} // namespace parlor::app::cribbage_table
