#pragma once
// What a GameTable needs of a two-player game's rules, found by the names every such game
// exports beside its state (legal_actions, apply, view_for, advise): the types, and the table's
// seats (0 the player, 1 the computer) as the game's Seat. A game's rules for its table are then
//
//     struct Rules : table::TwoSeatRules<cribbage::GameState> {
//         static constexpr const char* id = "cribbage";
//         static constexpr auto make_strategy = cribbage::make_strategy;
//         static std::optional<int> to_act(const State&);   // who decides now, if anyone
//         static bool advisable(const State&);              // the help has something to say
//         static bool saveable(const State&);               // a save file can hold it now
//     };

#include "parlor/cards/decision.hpp"
#include "parlor/cards/rng.hpp"
#include "parlor/cards/seat.hpp"
#include "parlor/cards/strategy.hpp"

#include <cstdint>
#include <utility>

namespace parlor::app::table {

template <class StateT> struct TwoSeatRules {
    using State = StateT;
    using Action = typename decltype(legal_actions(std::declval<const State&>()))::value_type;
    using Event = typename decltype(apply(std::declval<State&>(), std::declval<const Action&>(),
                                          std::declval<cards::Rng&>())
                                        .events)::value_type;
    using View = decltype(view_for(std::declval<const State&>(), cards::Seat::Human));
    using Advice = decltype(advise(std::declval<const View&>(), std::uint64_t{}));
    using Decision = cards::Decision<Action>;
    using Strategy = cards::Strategy<View, Action>;

    static cards::Seat seat_of(int seat) {
        return seat == 0 ? cards::Seat::Human : cards::Seat::Computer;
    }
    static View view(const State& s, int seat) { return view_for(s, seat_of(seat)); }
};

} // namespace parlor::app::table
