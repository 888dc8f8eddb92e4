#pragma once
// The games the engine's tests run over (engine_test.cpp, match_test.cpp): each game of
// games.def, in its order, with the conformance adapter that deals its new games.

#include "engine/games.hpp" // every game's descriptor and conformance adapter (generated)

#include "parlor/cards/rng.hpp"

#include <cstdint>
#include <string_view>
#include <tuple>
#include <utility>

namespace parlor::engine_cases {

template <class G, class A> struct Case {
    using Game = G;
    using Adapter = A;
};
using Cases = decltype(std::tuple_cat(
#define PARLOR_GAME(game) std::declval<std::tuple<Case<game::Game, test::game##_adapter>>>(),
#include "parlor/games/games.def"
#undef PARLOR_GAME
    std::tuple<>()));

// Each line of games.def names its descriptor by the id the descriptor gives itself.
#define PARLOR_GAME(game)                                                                          \
    static_assert(std::string_view(game::Game::id) == #game,                                       \
                  "games.def: " #game "'s descriptor's id");
#include "parlor/games/games.def"
#undef PARLOR_GAME

// A new game of the case's game, dealt from `seed`.
template <class C> typename C::Game::State new_state(std::uint64_t seed) {
    cards::Rng rng(seed);
    return C::Adapter::new_game(rng);
}

} // namespace parlor::engine_cases
