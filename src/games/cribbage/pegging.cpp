// The play: points on the pile, go, the last card, and the restart of the count.

#include "parlor/games/cribbage/pegging.hpp"

#include <algorithm>
#include <bit>

namespace parlor::cribbage {

int count_of(std::span<const Card> pile) {
    int count = 0;
    for (const Card card : pile) {
        count += pip_value(card);
    }
    return count;
}

namespace {

// How many cards at the end of the pile share the last card's rank.
std::size_t same_rank_at_end(std::span<const Card> pile) {
    std::size_t n = 1;
    while (n < pile.size() && pile[pile.size() - 1 - n].rank == pile.back().rank) {
        ++n;
    }
    return n;
}

// The longest run (three or more) made by the latest cards in any order, or 0.
std::size_t run_at_end(std::span<const Card> pile) {
    for (std::size_t length = pile.size(); length >= 3; --length) {
        const auto latest = pile.last(length);
        unsigned ranks = 0;
        int low = 14;
        int high = 0;
        for (const Card card : latest) {
            ranks |= 1U << card.rank;
            low = std::min<int>(low, card.rank);
            high = std::max<int>(high, card.rank);
        }
        const bool distinct = static_cast<std::size_t>(std::popcount(ranks)) == length;
        if (distinct && static_cast<std::size_t>(high - low + 1) == length) {
            return length;
        }
    }
    return 0;
}

} // namespace

std::vector<ScoreItem> pegging_items(std::span<const Card> pile) {
    std::vector<ScoreItem> items;
    if (pile.empty()) {
        return items;
    }
    const int count = count_of(pile);
    const std::vector<Card> all(pile.begin(), pile.end());
    if (count == 15) {
        items.push_back(ScoreItem{ScoreKind::Fifteen, 2, all});
    } else if (count == max_count) {
        items.push_back(ScoreItem{ScoreKind::ThirtyOne, 2, all});
    }
    if (const std::size_t same = same_rank_at_end(pile); same >= 2) {
        const auto cards = pile.last(same);
        const int n = static_cast<int>(same);
        items.push_back(ScoreItem{ScoreKind::Pair, n * (n - 1), {cards.begin(), cards.end()}});
    }
    if (const std::size_t run = run_at_end(pile); run >= 3) {
        const auto cards = pile.last(run);
        items.push_back(
            ScoreItem{ScoreKind::Run, static_cast<int>(run), {cards.begin(), cards.end()}});
    }
    return items;
}

int pegging_points(std::span<const Card> pile) {
    if (pile.empty()) {
        return 0;
    }
    const int count = count_of(pile);
    int points = count == 15 || count == max_count ? 2 : 0;
    const int same = static_cast<int>(same_rank_at_end(pile));
    points += same * (same - 1);
    return points + static_cast<int>(run_at_end(pile));
}

bool PlayPosition::can_play(int seat) const {
    const auto cards = hand(seat);
    return std::any_of(cards.begin(), cards.end(), [this](Card card) { return fits(card); });
}

namespace {

void restart_count(PlayPosition& p, int leader, PlayListener& listener) {
    p.pile_size = 0;
    p.count = 0;
    p.go = -1;
    listener.count_restarted(leader);
}

} // namespace

void lay_card(PlayPosition& p, Card card, PlayListener& listener) {
    const int seat = p.turn;
    auto& hand = p.hands[static_cast<std::size_t>(seat)];
    int& size = p.hand_size[static_cast<std::size_t>(seat)];
    const auto at = std::find(hand.begin(), hand.begin() + size, card);
    std::copy(at + 1, hand.begin() + size, at);
    --size;
    p.pile[static_cast<std::size_t>(p.pile_size++)] = card;
    p.count += pip_value(card);
    p.last = seat;
    listener.laid(seat, card, p.pile_cards(), pegging_points(p.pile_cards()));

    int next = 1 - seat;
    if (p.count == max_count) {
        // 31 already scored the last card's point; the other seat leads the new count.
        restart_count(p, next, listener);
    } else if (p.go == next) {
        next = seat; // the other has said go: this seat plays on while it can
    }
    while (true) {
        if (p.hand_size[0] == 0 && p.hand_size[1] == 0) {
            if (p.pile_size > 0) {
                listener.last_card(p.last);
            }
            p.over = true;
            return;
        }
        if (p.can_play(next)) {
            p.turn = next;
            return;
        }
        if (p.go < 0) {
            listener.said_go(next);
            p.go = next;
            next = 1 - next;
            continue;
        }
        // Neither seat can play: the last card scores and the count restarts after its layer.
        listener.last_card(p.last);
        next = 1 - p.last;
        restart_count(p, next, listener);
    }
}

} // namespace parlor::cribbage
