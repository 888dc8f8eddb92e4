#pragma once
// The games the engine's tests run over: each game's descriptor with the conformance adapter
// that deals its new games (engine_test.cpp, match_test.cpp).

#include "casino/conformance_adapter.hpp"
#include "cribbage/conformance_adapter.hpp"
#include "cruno/conformance_adapter.hpp"
#include "fivecrowns/conformance_adapter.hpp"
#include "pinochle/conformance_adapter.hpp"

#include "parlor/games/casino/game.hpp"
#include "parlor/games/cribbage/game.hpp"
#include "parlor/games/cruno/game.hpp"
#include "parlor/games/fivecrowns/game.hpp"
#include "parlor/games/pinochle/game.hpp"

#include <cstdint>
#include <tuple>

namespace parlor::engine_cases {

template <class G, class A> struct Case {
    using Game = G;
    using Adapter = A;
};
using Cases =
    std::tuple<Case<fivecrowns::Game, test::FiveCrownsAdapter>,
               Case<cribbage::Game, test::CribbageAdapter>,
               Case<pinochle::Game, test::PinochleAdapter>, Case<casino::Game, test::CasinoAdapter>,
               Case<cruno::Game, test::CrunoAdapter>>;

// A new game of the case's game, dealt from `seed`.
template <class C> typename C::Game::State new_state(std::uint64_t seed) {
    cards::Rng rng(seed);
    return C::Adapter::new_game(rng);
}

} // namespace parlor::engine_cases
