#pragma once
// Positions from seeded games of random legal moves, taken at every decision the terminal asks a
// player for: for what must hold in any position (a move written and read back, advice blind to
// the hidden cards), not only in the few saved in tests/data.

#include "parlor/games/casino/rules.hpp"
#include "parlor/games/cribbage/rules.hpp"
#include "parlor/games/fivecrowns/rules.hpp"
#include "parlor/games/pinochle/rules.hpp"

#include <cstdint>
#include <vector>

namespace parlor::cli::test {

// Plays random legal actions from `state` and keeps every state where `decision` holds, until
// `count` are kept or the game ends.
template <class State, class IsDecision>
std::vector<State> random_positions(State state, cards::Rng& rng, int count, IsDecision decision) {
    std::vector<State> kept;
    while (static_cast<int>(kept.size()) < count) {
        if (decision(state)) {
            kept.push_back(state);
        }
        const auto actions = legal_actions(state);
        if (actions.empty()) {
            break;
        }
        apply(state, actions[rng.below(actions.size())], rng);
    }
    return kept;
}

// Before a draw or a discard, either seat's.
inline std::vector<fivecrowns::GameState> fivecrowns_positions(std::uint64_t seed, int count) {
    cards::Rng rng(seed);
    return random_positions(
        fivecrowns::new_game(rng), rng, count, [](const fivecrowns::GameState& s) {
            return s.phase == fivecrowns::Phase::Draw || s.phase == fivecrowns::Phase::Discard;
        });
}

// At a lay-away or a card of the play, either seat's.
inline std::vector<cribbage::GameState> cribbage_positions(std::uint64_t seed, int count) {
    cards::Rng rng(seed);
    return random_positions(cribbage::new_game(), rng, count, [](const cribbage::GameState& s) {
        return s.phase == cribbage::Phase::LayAway || s.phase == cribbage::Phase::Play;
    });
}

// Before a move in a round, either seat's.
inline std::vector<casino::GameState> casino_positions(std::uint64_t seed, int count) {
    cards::Rng rng(seed);
    return random_positions(casino::new_game(), rng, count, [](const casino::GameState& s) {
        return s.phase == casino::Phase::Play;
    });
}

// Before a lead (where saves are made), a chase or a meld, either seat's.
inline std::vector<pinochle::GameState> pinochle_positions(std::uint64_t seed, int count) {
    cards::Rng rng(seed);
    return random_positions(pinochle::new_game(rng), rng, count, [](const pinochle::GameState& s) {
        return s.phase == pinochle::Phase::Lead || s.phase == pinochle::Phase::Follow ||
               s.phase == pinochle::Phase::Meld;
    });
}

} // namespace parlor::cli::test
