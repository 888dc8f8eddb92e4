#pragma once
// Who is ahead on two seats' totals, where a game's winner is decided by them.

#include "parlor/cards/seat.hpp"

#include <array>
#include <cstdint>
#include <optional>

namespace parlor::cards {

// Which way two seats' totals are best: the higher (most games) or the lower (Five Crowns).
enum class Best : std::uint8_t { Higher, Lower };

// The seat ahead on `totals` (seat 0's first), counting `best`; nobody on equal totals.
std::optional<Seat> ahead(const std::array<int, 2>& totals, Best best);

} // namespace parlor::cards
