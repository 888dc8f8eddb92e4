// What one seat may see of the table. The AI and the help decide from this alone, so it must
// never carry the opponent's hand, the opponent's crib cards before the show, or the stock.

#include "parlor/games/cribbage/rules.hpp"

#include <algorithm>

namespace parlor::cribbage {

SeatView view_for(const GameState& state, Seat seat) {
    SeatView view;
    view.seat = seat;
    view.phase = state.phase;
    view.turn = state.turn;
    view.dealer = state.dealer;
    view.scores = scores(state);
    view.target = state.target;
    view.hand = state.player(seat).hand;
    view.laid_away = state.player(seat).laid_away;
    for (const Seat s : {Seat::Human, Seat::Computer}) {
        view.played[static_cast<std::size_t>(index(s))] = state.player(s).played;
    }
    view.pile = state.pile;
    view.count = state.count();
    view.go = state.go;
    view.starter = state.starter;
    view.opponent_hand_size = static_cast<int>(state.player(other(seat)).hand.size());
    view.crib_size = static_cast<int>(state.player(Seat::Human).laid_away.size() +
                                      state.player(Seat::Computer).laid_away.size());
    view.stock_size = static_cast<int>(state.stock.size());
    view.shows = state.shows;
    // The crib is turned up when it is counted.
    if (std::any_of(state.shows.begin(), state.shows.end(), [](const Show& s) { return s.crib; })) {
        view.crib = state.crib();
    }
    return view;
}

} // namespace parlor::cribbage
