#pragma once
// The strategies behind make_strategy (internal to the Five Crowns library).

#include "parlor/games/fivecrowns/ai.hpp"

#include <cstdint>
#include <memory>

namespace parlor::fivecrowns::detail {

// A uniformly random legal move: a sanity baseline.
std::unique_ptr<Strategy> make_random_strategy(std::uint64_t seed);

// The baseline: takes the discard only when that strictly lowers its points, and discards the
// card that leaves the fewest points.
std::unique_ptr<Strategy> make_greedy_strategy();

// The default opponent and the strategy behind the help.
std::unique_ptr<Strategy> make_expert_strategy(std::uint64_t seed);

// The expert with other weights (for tuning experiments).
struct ExpertTuning;
std::unique_ptr<Strategy> make_tuned_expert_strategy(const ExpertTuning& tuning);

// What make_strategy offers, in this order.
inline constexpr auto strategies = cards::random_greedy_expert<Strategy, make_greedy_strategy>(
    make_random_strategy, make_expert_strategy);

} // namespace parlor::fivecrowns::detail
