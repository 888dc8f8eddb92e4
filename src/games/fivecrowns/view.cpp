// What one seat may see of the table. The AI and the help decide from this alone, so it must
// never carry another seat's hand or the order of the stock.

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
    view.seats = state.seat_count();
    for (const Player& player : state.players) {
        view.hand_sizes.push_back(static_cast<int>(player.hand.size()));
    }
    view.scores = totals(state);
    view.went_out = state.went_out;
    view.took = state.taken_from_discard;
    view.threw = state.discarded;
    // "The opponent" is the next seat: only it can take what this seat throws.
    const auto next = GameState::at(state.next_seat(seat));
    view.opponent_hand_size = view.hand_sizes[next];
    view.opponent_took = view.took[next];
    view.opponent_discarded = view.threw[next];
    // The card just drawn is this seat's own knowledge only when it is this seat's turn; another
    // seat's draw from the stock stays hidden (a pickup from the discard pile is public and
    // already in `took`).
    if (state.phase == Phase::Discard && state.turn == seat) {
        view.drawn = state.drawn;
        view.drawn_from_discard = state.drawn_from_discard;
    }
    return view;
}

} // namespace parlor::fivecrowns
