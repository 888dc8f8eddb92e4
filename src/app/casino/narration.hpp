#pragma once
// The Casino table's log in the players' names: the toss, the deals, each capture, build and
// trail, the last cards taken, the round's points and the tournament's end.

#include "app/table/names.hpp"
#include "app/table/table_log.hpp"
#include "parlor/games/casino/rules.hpp"

namespace parlor::app::casino_table {

table::LogEntry narrate(const parlor::casino::Event& event, const table::Names& names);

} // namespace parlor::app::casino_table
