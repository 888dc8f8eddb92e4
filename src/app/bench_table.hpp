#pragma once
// The busy tables that --bench-frames renders: Five Crowns in round 11 (13 cards each, a long
// discard pile); Cribbage in the middle of the play (pegs on the board, a pile on the table).

#include "app/cribbage_launch.hpp"
#include "app/fivecrowns_launch.hpp"

#include <cstdint>

namespace parlor::app {

FiveCrownsStart busy_table_start(std::uint64_t seed);
CribbageStart busy_cribbage_start(std::uint64_t seed);

} // namespace parlor::app
