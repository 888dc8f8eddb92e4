// What one seat may see of the table. The AI and the help decide from this alone, so it must
// never carry the opponent's unmelded cards or the order of the stock.

#include "parlor/games/pinochle/rules.hpp"

namespace parlor::pinochle {

namespace {

TableSide side_of(const Player& player) {
    TableSide side;
    for (const HeldCard& held : player.hand.cards) {
        if (held.melded()) {
            side.melded.push_back(held);
        }
    }
    side.melds = player.hand.melds;
    side.declared = player.declared;
    side.captured = player.captured;
    side.shown = player.shown;
    side.held = static_cast<int>(player.hand.cards.size());
    side.game_score = player.game_score;
    side.round_score = player.round_score;
    return side;
}

} // namespace

SeatView view_for(const GameState& state, Seat seat) {
    SeatView view;
    view.seat = seat;
    view.phase = state.phase;
    view.turn = state.turn;
    view.leader = state.leader;
    view.round = state.round;
    view.trump = state.trump;
    view.trump_card = state.trump_card;
    view.stock_size = static_cast<int>(state.stock.size());
    view.lead = state.lead;
    view.hand = state.player(seat).hand;
    for (const Seat s : {Seat::Human, Seat::Computer}) {
        view.sides[static_cast<std::size_t>(index(s))] = side_of(state.player(s));
    }
    return view;
}

} // namespace parlor::pinochle
