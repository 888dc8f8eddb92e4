#pragma once
// What deals between two expert players bring each side, counted by tools/cribbage_model
// (cribbage-deal-model) and shipped as generated data in deal_model_data.cpp: the ground of the
// win-probability model and of the expected crib's model of the opponent's lay-away.

#include <array>

namespace parlor::cribbage::detail {

inline constexpr int peg_buckets = 31;  // 0..30 points in one play; more is pooled into 30
inline constexpr int show_buckets = 30; // 0..29 points in a hand or a crib

struct DealModelData {
    int lay_away_deals = 0; // deals behind the hands, cribs and lay-aways
    int play_deals = 0;     // deals played out behind the pegging
    // Points in the play, the pone's by the dealer's; the dealer's include his heels.
    std::array<std::array<int, peg_buckets>, peg_buckets> pegging{};
    std::array<int, show_buckets> pone_hand{};
    std::array<int, show_buckets> dealer_hand{};
    std::array<int, show_buckets> crib{};
    // The ranks of the two cards laid away, [lower rank - 1][higher rank - 1], by the pone (to
    // the dealer's crib) and by the dealer (to its own).
    std::array<std::array<int, 13>, 13> pone_lay_aways{};
    std::array<std::array<int, 13>, 13> dealer_lay_aways{};
};

extern const DealModelData deal_model_data;

} // namespace parlor::cribbage::detail
