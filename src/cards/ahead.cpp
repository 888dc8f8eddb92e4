#include "parlor/cards/ahead.hpp"

namespace parlor::cards {

std::optional<Seat> ahead(const std::array<int, 2>& totals, Best best) {
    if (totals[0] == totals[1]) {
        return std::nullopt;
    }
    const bool human_higher = totals[0] > totals[1];
    return human_higher == (best == Best::Higher) ? Seat::Human : Seat::Computer;
}

} // namespace parlor::cards
