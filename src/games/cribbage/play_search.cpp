#include "play_search.hpp"

#include <algorithm>

namespace parlor::cribbage::detail {

namespace {

int search(const PlayPosition& p, int me, std::array<int, 2> to_win, int alpha, int beta);

// The value for `me` of laying `card` and everything after it, within the window (alpha, beta).
int after_laying(const PlayPosition& p, Card card, int me, std::array<int, 2> to_win, int alpha,
                 int beta) {
    const int mover = p.turn;
    PlayPosition next = p;
    Tally tally;
    lay_card(next, card, tally);
    // Within one card only the seat that laid it scores (its points and the last card's).
    const int gained = tally.points[static_cast<std::size_t>(mover)];
    const int sign = mover == me ? 1 : -1;
    auto& needed = to_win[static_cast<std::size_t>(mover)];
    if (gained >= needed) {
        return sign * win_value;
    }
    needed -= gained;
    if (next.over) {
        return sign * gained;
    }
    return sign * gained + search(next, me, to_win, alpha - sign * gained, beta - sign * gained);
}

int search(const PlayPosition& p, int me, std::array<int, 2> to_win, int alpha, int beta) {
    const bool maximising = p.turn == me;
    int best = maximising ? -2 * win_value : 2 * win_value;
    unsigned tried = 0; // ranks already tried: two cards of a rank play alike
    for (const Card card : p.hand(p.turn)) {
        if (!p.fits(card) || (tried & (1U << card.rank))) {
            continue;
        }
        tried |= 1U << card.rank;
        const int value = after_laying(p, card, me, to_win, alpha, beta);
        if (maximising) {
            best = std::max(best, value);
            alpha = std::max(alpha, value);
        } else {
            best = std::min(best, value);
            beta = std::min(beta, value);
        }
        if (alpha >= beta) {
            break;
        }
    }
    return best;
}

} // namespace

int best_immediate(const PlayPosition& p) {
    int best = 0;
    for (const Card card : p.hand(p.turn)) {
        if (!p.fits(card)) {
            continue;
        }
        PlayPosition next = p;
        Tally tally;
        lay_card(next, card, tally);
        best = std::max(best, tally.points[static_cast<std::size_t>(p.turn)]);
    }
    return best;
}

int best_difference(const PlayPosition& position, int me, std::array<int, 2> to_win) {
    if (position.over) {
        return 0;
    }
    return search(position, me, to_win, -2 * win_value, 2 * win_value);
}

} // namespace parlor::cribbage::detail
