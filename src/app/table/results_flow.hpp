#pragma once
// How a table's results come on screen: the game's end takes the table's place (with Watch
// again when the game keeps a record), a round's sheet covers the table until the player goes
// on. Apart from GameTable because it is about scenes, not about the game's table.

#include "app/core/app.hpp"
#include "app/table/results_screen.hpp"

#include <functional>
#include <optional>
#include <string>

namespace parlor::app::table {

// The final sheet in the table's place; `record`: the game's record, watched again from the
// sheet (none: the game keeps no record).
void show_final_results(App& app, ResultsSheet sheet, std::optional<std::string> record);
// A round's sheet over the table: its way out to the title first deals the next round with
// `deal_next`; `kept` then says whether the game was kept for Continue.
void show_round_results(App& app, ResultsSheet sheet, std::function<void()> deal_next,
                        std::function<App::Notice()> kept);

} // namespace parlor::app::table
