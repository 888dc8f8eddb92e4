// The play round a table: go among three or four, the last card, the count restarting.

#include "parlor/games/cribbage/table_pegging.hpp"

#include <algorithm>

namespace parlor::cribbage {

namespace {

int after(const TablePegging& play, int seat, int steps) {
    return (seat + steps) % play.seats();
}

bool anyone_holds(const TablePegging& play) {
    return std::any_of(play.hands.begin(), play.hands.end(),
                       [](const std::vector<Card>& hand) { return !hand.empty(); });
}

// The count starts again: the seat after the last to lay leads (the next round the table that
// still holds a card; the last to lay themselves when only they do).
void restart(TablePegging& play, PlayListener& listener) {
    play.pile.clear();
    play.count = 0;
    std::fill(play.go.begin(), play.go.end(), false);
    if (!anyone_holds(play)) {
        play.over = true;
        return;
    }
    for (int step = 1; step <= play.seats(); ++step) {
        const int seat = after(play, play.last, step);
        if (!play.hands[static_cast<std::size_t>(seat)].empty()) {
            play.turn = seat;
            listener.count_restarted(seat);
            return;
        }
    }
}

} // namespace

bool TablePegging::can_lay(int seat) const {
    const auto& hand = hands[static_cast<std::size_t>(seat)];
    return std::any_of(hand.begin(), hand.end(),
                       [this](Card card) { return count + pip_value(card) <= max_count; });
}

TablePegging start_table_pegging(std::vector<std::vector<Card>> hands, int leader) {
    TablePegging play;
    play.go.assign(hands.size(), false);
    play.hands = std::move(hands);
    play.turn = leader;
    play.over = !anyone_holds(play);
    return play;
}

void lay_table_card(TablePegging& play, Card card, PlayListener& listener) {
    const int seat = play.turn;
    auto& hand = play.hands[static_cast<std::size_t>(seat)];
    hand.erase(std::find(hand.begin(), hand.end(), card));
    play.pile.push_back(card);
    play.count += pip_value(card);
    play.last = seat;
    listener.laid(seat, card, play.pile, pegging_points(play.pile));
    if (play.count == max_count) {
        restart(play, listener); // 31 has scored its 2; no point for the last card
        return;
    }
    // The next seat round the table that can lay (the same seat again when the others cannot);
    // those holding cards of which none fits say go.
    for (int step = 1; step <= play.seats(); ++step) {
        const int next = after(play, seat, step);
        if (play.can_lay(next)) {
            play.turn = next;
            return;
        }
        const auto index = static_cast<std::size_t>(next);
        if (next != seat && !play.hands[index].empty() && !play.go[index]) {
            play.go[index] = true;
            listener.said_go(next);
        }
    }
    // Nobody can lay: the last card scores 1, and the count restarts (or the play ends).
    listener.last_card(play.last);
    restart(play, listener);
}

} // namespace parlor::cribbage
