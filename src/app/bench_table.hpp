#pragma once
// The busy table that --bench-frames renders: round 11 (13 cards each), a long discard pile.

#include "app/fivecrowns_launch.hpp"

#include <cstdint>

namespace parlor::app {

FiveCrownsStart busy_table_start(std::uint64_t seed);

} // namespace parlor::app
