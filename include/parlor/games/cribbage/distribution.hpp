#pragma once
// How often each score occurs over every hand of four cards with every starter: the
// 270,725 x 48 = 12,994,800 combinations, counted exactly.

#include <array>
#include <cstdint>

namespace parlor::cribbage {

inline constexpr int max_hand_score = 29;

struct ScoreDistribution {
    std::array<std::uint64_t, max_hand_score + 1> counts{}; // counts[points]
    std::uint64_t combinations() const;
    double mean() const;
};

// Every combination scored by the hand rule, or by the crib rule (a flush only with the starter).
ScoreDistribution score_distribution(bool is_crib);

} // namespace parlor::cribbage
