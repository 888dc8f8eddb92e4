#pragma once
// The part of a descriptor (engine/descriptor.hpp) that every game writes alike: its rules'
// functions under the names each game exports beside its state (legal_actions, why_illegal,
// draw_chance, apply, advise, save_to_file, view_for, in the game's namespace), and the types they
// use. `RulesByName<State, View>` maps the contract's names to the game's once:
//
//     struct Game : engine::TwoSeatRules<cribbage::GameState> { ... };
//
// and TwoSeatRules adds the seats of a two-player game (0 the human, 1 the computer).

#include "parlor/cards/decision.hpp"
#include "parlor/cards/rng.hpp"
#include "parlor/cards/seat.hpp"
#include "parlor/cards/strategy.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace parlor::engine {

namespace by_name {
// The game's own functions, found in its namespace by argument-dependent lookup (here, where no
// member of the descriptor hides them).
template <class S> auto legal_actions_of(const S& s) {
    return legal_actions(s);
}
template <class S, class A> std::string why_illegal_of(const S& s, const A& a) {
    return why_illegal(s, a);
}
template <class S, class A> auto draw_chance_of(const S& s, const A& a, cards::Rng& rng) {
    return draw_chance(s, a, rng);
}
template <class S, class A, class C> auto apply_of(S& s, const A& a, const C& c) {
    return apply(s, a, c);
}
template <class V> auto advise_of(const V& v, std::uint64_t seed) {
    return advise(v, seed);
}
template <class S> std::optional<std::string> save_to_file_of(const std::string& path, const S& s) {
    return save_to_file(path, s);
}
template <class S> auto view_for_human(const S& s) {
    return view_for(s, cards::Seat::Human);
}
template <class S> auto view_for_of(const S& s, cards::Seat seat) {
    return view_for(s, seat);
}
} // namespace by_name

template <class StateT, class ViewT> struct RulesByName {
    using State = StateT;
    using View = ViewT;
    using Action =
        typename decltype(by_name::legal_actions_of(std::declval<const State&>()))::value_type;
    using Chance = decltype(by_name::draw_chance_of(
        std::declval<const State&>(), std::declval<const Action&>(), std::declval<cards::Rng&>()));
    using Outcome = decltype(by_name::apply_of(
        std::declval<State&>(), std::declval<const Action&>(), std::declval<const Chance&>()));
    using Event = typename decltype(std::declval<Outcome>().events)::value_type;
    using Advice = decltype(by_name::advise_of(std::declval<const View&>(), std::uint64_t{}));
    using Decision = cards::Decision<Action>;
    using Strategy = cards::Strategy<View, Action>;

    static std::vector<Action> legal_actions(const State& s) {
        return by_name::legal_actions_of(s);
    }
    static std::string why_illegal(const State& s, const Action& a) {
        return by_name::why_illegal_of(s, a);
    }
    static Chance draw_chance(const State& s, const Action& a, cards::Rng& rng) {
        return by_name::draw_chance_of(s, a, rng);
    }
    static Outcome apply(State& s, const Action& a, const Chance& c) {
        return by_name::apply_of(s, a, c);
    }
    static Advice advise(const View& v, std::uint64_t seed) { return by_name::advise_of(v, seed); }
    static std::optional<std::string> save_to_file(const std::string& path, const State& s) {
        return by_name::save_to_file_of(path, s);
    }
};

// A two-player game: seat 0 is the game's Seat::Human, seat 1 its Seat::Computer.
template <class StateT>
struct TwoSeatRules
    : RulesByName<StateT, decltype(by_name::view_for_human(std::declval<const StateT&>()))> {
    using State = StateT;
    using View = decltype(by_name::view_for_human(std::declval<const StateT&>()));
    static cards::Seat seat_of(int seat) {
        return seat == 0 ? cards::Seat::Human : cards::Seat::Computer;
    }
    static View view(const State& s, int seat) { return by_name::view_for_of(s, seat_of(seat)); }

    // The record's hooks every two-seat game shares: a move is the seat to act's, and a game
    // begun from a position (a loaded file) starts its record there, the player against the
    // computer's strategy. The game's writer states the lines (docs/records.md).
    static cards::Seat record_seat(const State& s) { return s.turn; }
    template <class Writer>
    static void start_record_at(Writer& writer, const std::string& strategy, const State& s) {
        writer.start_at({"human", strategy}, s);
    }
    template <class Writer, class Action, class Chance>
    static void record_action(Writer& writer, cards::Seat seat, const Action& action,
                              const Chance& chance, const State& after) {
        writer.action(seat, action, chance, after);
    }
};

} // namespace parlor::engine
