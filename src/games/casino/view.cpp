// What one seat may see. The AI and the help decide from this alone, so it must never carry the
// opponent's hand or the order of the deck.

#include "parlor/games/casino/rules.hpp"

namespace parlor::casino {

SeatView view_for(const GameState& state, Seat seat) {
    SeatView view;
    view.seat = seat;
    view.phase = state.phase;
    view.turn = state.turn;
    view.round = state.round;
    view.scores = scores(state);
    view.hand = state.player(seat).hand;
    view.opponent_hand_size = static_cast<int>(state.player(other(seat)).hand.size());
    view.table = state.table;
    for (const Seat s : {Seat::Human, Seat::Computer}) {
        view.piles[static_cast<std::size_t>(index(s))] = state.player(s).pile;
    }
    view.deck_size = static_cast<int>(state.deck.size());
    view.last_capturer = state.last_capturer;
    view.opponent_lacks = state.shown_lacking[static_cast<std::size_t>(index(other(seat)))];
    return view;
}

std::vector<Card> SeatView::unseen() const {
    CardSet seen = set_of(hand) | set_of(table.cards()) | set_of(piles[0]) | set_of(piles[1]);
    return cards_of(~seen & ((CardSet{1} << casino::deck_size) - 1));
}

} // namespace parlor::casino
