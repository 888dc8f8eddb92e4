// What one seat may see of the table. The AI and the help decide from this alone, so it must
// never carry the opponent's hand or the order of the stock.

#include "parlor/games/fivecrowns/rules.hpp"

namespace parlor::fivecrowns {

SeatView view_for(const GameState& state, Seat seat) {
    SeatView view;
    view.seat = seat;
    view.round = state.round;
    view.wild_rank = state.wild_rank();
    view.phase = state.phase;
    view.turn = state.turn;
    view.hand = state.player(seat).hand;
    view.discard_pile = state.discard;
    view.stock_size = static_cast<int>(state.stock.size());
    view.opponent_hand_size = static_cast<int>(state.player(other(seat)).hand.size());
    view.scores = scores(state);
    view.went_out = state.went_out;
    view.opponent_took = state.taken_from_discard[index(other(seat))];
    view.opponent_discarded = state.discarded[index(other(seat))];
    // The card just drawn is this seat's own knowledge only when it is this seat's turn; the
    // opponent's draw from the stock stays hidden (a pickup from the discard pile is public and
    // already in opponent_took).
    if (state.phase == Phase::Discard && state.turn == seat) {
        view.drawn = state.drawn;
        view.drawn_from_discard = state.drawn_from_discard;
    }
    return view;
}

} // namespace parlor::fivecrowns
