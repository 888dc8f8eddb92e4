#pragma once
// The strategies behind make_strategy and the words they share with the help (internal to the
// Casino library).

#include "parlor/games/casino/ai.hpp"

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace parlor::casino::detail {

std::unique_ptr<Strategy> make_random_strategy(std::uint64_t seed);
// The capture worth the most points, then the most cards; else a build; else the lowest trail.
std::unique_ptr<Strategy> make_greedy_strategy();
// The determinized search of rank_moves. The default opponent and the strategy behind the help.
std::unique_ptr<Strategy> make_expert_strategy(std::uint64_t seed);

// The moves that need no thought: the coin toss and the next round.
Decision routine_decision(const SeatView& view);

// Sentences about a move. The computer speaks of itself ("Capturing ... with my 10"), the help
// addresses the player ("Capture ... with your 10").
enum class Voice { Computer, Help };
std::string move_sentence(const SeatView& view, const Action& action, Voice voice);
// Why the search prefers the best move, against the next best.
std::string search_sentence(const Ranking& ranking, Voice voice);

} // namespace parlor::casino::detail
