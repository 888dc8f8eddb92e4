// What one seat may see of the table.

#include "parlor/games/cruno/rules.hpp"

namespace parlor::cruno {

SeatView view_for(const GameState& state, int seat) {
    SeatView view;
    view.seat = seat;
    view.turn = state.turn;
    view.dealer = state.dealer;
    view.direction = state.direction;
    view.rules = state.rules;
    view.decks = state.decks;
    view.phase = state.phase;
    view.hand = state.player(seat).hand;
    for (const Player& player : state.players) {
        view.hand_sizes.push_back(static_cast<int>(player.hand.size()));
        view.names.push_back(player.name);
        view.plays.push_back(player.plays);
        view.notes.push_back(player.note);
    }
    view.discard = state.discard;
    view.suit = state.suit;
    view.pending_draw = state.pending_draw;
    view.stock_size = static_cast<int>(state.stock.size());
    return view;
}

} // namespace parlor::cruno
