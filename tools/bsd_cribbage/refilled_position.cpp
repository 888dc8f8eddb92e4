#include "refilled_position.hpp"

#include <algorithm>
#include <vector>

namespace parlor::bsd_cribbage {

namespace {

using cribbage::Card;
using cribbage::Seat;

bool seen(const cribbage::SeatView& view, Card card) {
    auto in = [card](const std::vector<Card>& cards) {
        return std::find(cards.begin(), cards.end(), card) != cards.end();
    };
    return in(view.hand) || in(view.laid_away) || in(view.played[0]) || in(view.played[1]) ||
           in(view.crib) || view.starter == card;
}

// The first `n` cards of `from`, taken off it.
std::vector<Card> take(std::vector<Card>& from, int n) {
    const auto end = from.begin() + std::min<std::ptrdiff_t>(n, std::ssize(from));
    std::vector<Card> taken(from.begin(), end);
    from.erase(from.begin(), end);
    return taken;
}

} // namespace

cribbage::GameState refilled_position(const cribbage::SeatView& view, cards::Rng& rng) {
    std::vector<Card> unseen;
    for (const Card card : cribbage::full_deck()) {
        if (!seen(view, card)) {
            unseen.push_back(card);
        }
    }
    rng.shuffle(unseen);

    cribbage::GameState state;
    state.phase = view.phase;
    state.turn = view.turn;
    state.dealer = view.dealer;
    state.target = view.target;
    state.starter = view.starter;
    state.pile = view.pile;
    state.go = view.go;
    state.deal_number = 1;
    cribbage::Player& ours = state.player(view.seat);
    ours.hand = view.hand;
    ours.laid_away = view.laid_away;
    ours.played = view.played[static_cast<std::size_t>(cribbage::index(view.seat))];
    ours.score = view.scores[static_cast<std::size_t>(cribbage::index(view.seat))];
    const Seat program = cribbage::other(view.seat);
    cribbage::Player& theirs = state.player(program);
    theirs.played = view.played[static_cast<std::size_t>(cribbage::index(program))];
    theirs.score = view.scores[static_cast<std::size_t>(cribbage::index(program))];
    int hand_size = view.opponent_hand_size;
    int laid = view.crib_size - static_cast<int>(view.laid_away.size());
    if (view.phase == cribbage::Phase::LayAway && view.dealer == view.seat && laid == 0) {
        hand_size -= 2; // the pone lays away first
        laid = 2;
    }
    if (view.go == program) {
        // It said go: none of its cards fits the count. Those that do not fit come first.
        const int room = 31 - view.count;
        std::stable_partition(unseen.begin(), unseen.end(),
                              [room](Card card) { return cribbage::pip_value(card) > room; });
    }
    theirs.hand = take(unseen, hand_size);
    rng.shuffle(unseen); // the stock's order, whatever came first
    theirs.laid_away = take(unseen, std::max(laid, 0));
    state.stock = unseen;
    return state;
}

} // namespace parlor::bsd_cribbage
