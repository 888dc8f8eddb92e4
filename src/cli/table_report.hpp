#pragma once
// The report of a table match (parlor/cards/table_match.hpp), for every game that seats more
// than two: `simulate cruno` and `simulate fivecrowns --seats`.

#include "cli/io.hpp"

#include "parlor/cards/table_match.hpp"

#include <nlohmann/json.hpp>

#include <functional>
#include <ostream>

namespace parlor::cli {

// games, players, strategies, wins, share, ci_low, ci_high, decision_ms_p95, decision_ms_max,
// capped_games.
nlohmann::ordered_json table_report_json(const cards::TableMatchSummary& s);

// One line an entry of the seats list (its wins, share with its 95% interval, decision times),
// then the fair share and every decision's times; `capped` names what a cap stopped ("Games
// stopped by the safety cap").
void print_table_entries(const cards::TableMatchSummary& s, const char* capped, std::ostream& out);

// Whether `games` plays each deal once with each rotation of the strategies over `players`
// seats; when not, says so on `err`.
bool whole_rotations(int games, int players, std::ostream& err);

// "simulate: game N of M" after each game, on a terminal only.
std::function<void(int games_done)> table_progress(const Io& io, int games);

} // namespace parlor::cli
