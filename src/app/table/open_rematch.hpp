#pragma once
// "Play these deals again, seats swapped" on a game's results (issue 46, point 4; docs/app.md):
// a new game on the table from the finished game's start, its record's draws dealt again in order
// with seats 0 and 1 exchanged (engine/recorded_deals.hpp, as `parlor-cli rematch` deals them),
// so the player holds what the computer held. The player keeps seat 0 at the table; the game's
// chance is what changes sides (G::seats_exchanged).

#include "app/core/app.hpp"
#include "app/table_entries.hpp"
#include "parlor/engine/recorded_deals.hpp"
#include "parlor/engine/replay.hpp"

#include <memory>
#include <string>
#include <utility>

namespace parlor::app::table {

template <class Table>
OpenedGame open_rematch(App& app, const std::string& record, const NewGameChoice& choice) {
    using G = typename Table::Rules;
    static_assert(engine::ExchangesSeats<G>, "the game deals no recorded chance seats exchanged");
    OpenedGame opened;
    const engine::Replayed<G> replayed = engine::replay_record<G>(record, "this game's record", 1);
    if (!replayed.ok()) {
        opened.error = replayed.error;
        return opened;
    }
    if (!replayed.first) {
        opened.error = "this game's record: no move to play again";
        return opened;
    }
    typename Table::Start start;
    start.state = *replayed.first;
    start.seed = choice.seed; // what the record cannot give (a reshuffle) is drawn from it
    start.player_name = choice.player_name;
    start.difficulty = choice.difficulty;
    auto table = std::make_unique<Table>(app, std::move(start));
    table->deal_as_recorded(engine::RecordedDeals<G>(replayed.steps, true));
    opened.scene = std::move(table);
    return opened;
}

} // namespace parlor::app::table
