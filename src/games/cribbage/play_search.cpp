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
        if (take_value(maximising, value, best, alpha, beta)) {
            break;
        }
    }
    return best;
}

// The chance that a hand of `k` cards drawn from `all` holds one of the `n` of a rank.
double chance_of_rank(int n, int all, int k) {
    if (n <= 0 || k <= 0) {
        return 0.0;
    }
    double none = 1.0; // C(all - n, k) / C(all, k)
    for (int i = 0; i < k; ++i) {
        none *= static_cast<double>(all - n - i) / static_cast<double>(all - i);
        if (none <= 0) {
            return 1.0;
        }
    }
    return 1.0 - none;
}

} // namespace

double sighted_value(std::span<const Card> before, Card card, const HiddenRanks& hidden,
                     int other_holds) {
    int all = 0;
    for (int rank = 1; rank <= 13; ++rank) {
        all += hidden[static_cast<std::size_t>(rank)];
    }
    std::array<Card, 10> pile{};
    const std::size_t size = std::min<std::size_t>(before.size(), 8);
    std::copy_n(before.begin(), size, pile.begin());
    pile[size] = card;
    double value = pegging_points(std::span<const Card>(pile.data(), size + 1));
    const int count = count_of(std::span<const Card>(pile.data(), size + 1));
    if (count >= max_count) {
        return value;
    }
    // The answer the other seat may have: each rank it may hold, by the chance it holds one (a
    // sum, not the best of them: a simple measure of how open the card leaves the count).
    for (int rank = 1; rank <= 13; ++rank) {
        const Card reply = Card::of(rank, card.suit);
        if (count + pip_value(reply) > max_count) {
            break;
        }
        pile[size + 1] = reply;
        const int points = pegging_points(std::span<const Card>(pile.data(), size + 2));
        if (points > 0) {
            value -=
                points * chance_of_rank(hidden[static_cast<std::size_t>(rank)], all, other_holds);
        }
    }
    return value;
}

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
