#pragma once
// The strategies behind make_strategy and the words they share with the help (internal to the
// Cribbage library).

#include "parlor/games/cribbage/ai.hpp"

#include <cstdint>
#include <memory>

namespace parlor::cribbage::detail {

// A uniformly random legal move: a sanity baseline.
std::unique_ptr<Strategy> make_random_strategy(std::uint64_t seed);

// Keeps the four cards worth the most now (no starter, no crib) and pegs for the most points now.
std::unique_ptr<Strategy> make_greedy_strategy();

// Expected hand and crib for the lay-away, a look-ahead over the opponent's possible hands for
// the play. The default opponent and the strategy behind the help.
std::unique_ptr<Strategy> make_expert_strategy(std::uint64_t seed);

// The actions the rules allow the seat of `view` now (the same list as legal_actions).
std::vector<Action> actions_for(const SeatView& view);

// The moves that need no thought.
Decision routine_decision(const SeatView& view);

// Sentences about a choice, written from its advice record alone. `voice` picks the computer's
// ("I kept ...", at most three lines, a card of the play naming no card still held) or the
// help's ("Keep ...", the seat to move as "you").
enum class Voice { Computer, Help };
struct Words {
    std::vector<std::string> lines;
    std::string summary; // at most 90 characters
};
Words keep_words(const Record& record, const SeatView& view, Voice voice);
Words play_words(const Record& record, const SeatView& view, Voice voice);

// What make_strategy offers, in this order.
inline constexpr auto strategies = cards::random_greedy_expert<Strategy, make_greedy_strategy>(
    make_random_strategy, make_expert_strategy);

} // namespace parlor::cribbage::detail
