#pragma once
// The look-ahead of the play (internal): with both hands known, the best difference in points
// each side can force until the play ends, by exhaustive search of the play's rules.

#include "parlor/games/cribbage/pegging.hpp"

#include <algorithm>
#include <array>
#include <span>

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

// The value of reaching the target (121 or 61) during the play, in points: winning outweighs any
// pegging.
inline constexpr int win_value = 100;

// Points for `me` minus points for the other seat from `position` to the end of the play, when
// both play their best knowing every card. `to_win` is what each seat still needs to reach the
// target; reaching it ends the game with +-win_value. Cards of the same rank are one choice.
int best_difference(const PlayPosition& position, int me, std::array<int, 2> to_win);

// The most the seat to move can score with its next card (0 if it cannot play).
int best_immediate(const PlayPosition& position);

// How many cards of each rank (1..13) a seat cannot see.
using HiddenRanks = std::array<int, 14>;

// What laying `card` on `before` is worth to a seat that sees only its own cards: the points it
// makes at once, less the points the other seat may answer with, holding `other_holds` cards
// drawn from `hidden`.
double sighted_value(std::span<const Card> before, Card card, const HiddenRanks& hidden,
                     int other_holds);

} // namespace parlor::cribbage::detail

namespace parlor::cribbage::detail {

// One move's `value` taken into a minimax search with an alpha-beta window: the best for the
// seat to move (the highest when `maximising`) and its side of the window move with it. True
// when the window has closed, so the moves left cannot change the result.
template <class Value>
bool take_value(bool maximising, Value value, Value& best, Value& alpha, Value& beta) {
    if (maximising) {
        best = std::max(best, value);
        alpha = std::max(alpha, value);
    } else {
        best = std::min(best, value);
        beta = std::min(beta, value);
    }
    return alpha >= beta;
}

// Near the end of the game: the chance `me` wins when both play their best knowing every card
// (the other seat playing to lower it). Reaching the target in the play wins at once; when the play
// is over, `leaf(points me made, points the other made)` tells the chance from the counts to come.
// `gained` is what each seat has made in the play so far, `to_win` what each needs for the target.
template <class Leaf>
double best_win_chance(const PlayPosition& p, int me, std::array<int, 2> gained,
                       const std::array<int, 2>& to_win, Leaf& leaf, double alpha = 0.0,
                       double beta = 1.0) {
    const bool maximising = p.turn == me;
    double best = maximising ? 0.0 : 1.0;
    unsigned tried = 0; // two cards of a rank play alike
    for (const Card card : p.hand(p.turn)) {
        if (!p.fits(card) || (tried & (1U << card.rank))) {
            continue;
        }
        tried |= 1U << card.rank;
        const int mover = p.turn;
        PlayPosition next = p;
        Tally tally;
        lay_card(next, card, tally);
        std::array<int, 2> now = gained;
        now[static_cast<std::size_t>(mover)] += tally.points[static_cast<std::size_t>(mover)];
        double value = 0;
        if (now[static_cast<std::size_t>(mover)] >= to_win[static_cast<std::size_t>(mover)]) {
            value = mover == me ? 1.0 : 0.0;
        } else if (next.over) {
            value = leaf(now[static_cast<std::size_t>(me)], now[static_cast<std::size_t>(1 - me)]);
        } else {
            value = best_win_chance(next, me, now, to_win, leaf, alpha, beta);
        }
        if (take_value(maximising, value, best, alpha, beta)) {
            break;
        }
    }
    return best;
}

} // namespace parlor::cribbage::detail
