#pragma once
// Fifteens, pairs and runs depend on ranks only, so the points of any five cards for them can be
// looked up: a table over every ordered tuple of five ranks (13^5 entries of one byte), built
// once on first use from a direct count. Flush and nobs, which depend on suits, are added by the
// caller. This is what makes the full score distribution and the computer's discard search fast.

#include <cstdint>
#include <vector>

namespace parlor::cribbage {

class RankTable {
  public:
    // The table, built on first use (thread-safe).
    static const RankTable& instance();

    // Ranks are 0-based here (ace 0 ... king 12) so the index is a plain base-13 number.
    static constexpr int index(int r0, int r1, int r2, int r3, int r4) {
        return (((r0 * 13 + r1) * 13 + r2) * 13 + r3) * 13 + r4;
    }
    int points(int r0, int r1, int r2, int r3, int r4) const {
        return table_[static_cast<std::size_t>(index(r0, r1, r2, r3, r4))];
    }
    // Raw access for tight loops that build the index incrementally.
    const std::uint8_t* data() const { return table_.data(); }

    static constexpr int size = 13 * 13 * 13 * 13 * 13;

  private:
    RankTable();
    std::vector<std::uint8_t> table_;
};

// The direct count the table is built from: fifteens, pairs and runs of the five ranks
// (1-based: ace 1 ... king 13), from the number of cards of each rank.
int count_rank_points(int r0, int r1, int r2, int r3, int r4);

} // namespace parlor::cribbage
