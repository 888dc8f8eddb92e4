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
#include <vector>

namespace parlor::app::table {

// Where the game's table opens. Cribbage's opens on the game's first move (the cut for the
// deal, made on the table); a game whose coin toss New game calls opens after it
// (toss_opening.hpp), so the rematch makes the record's toss before the table opens: the same
// call, the coin exchanged with the seats, so the other seat plays first.
enum class RematchOpens { AtTheStart, AfterTheToss };

template <class Table, RematchOpens opens = RematchOpens::AtTheStart>
OpenedGame open_rematch(App& app, const std::string& record, const NewGameChoice& choice) {
    using G = typename Table::Rules;
    static_assert(engine::ExchangesSeats<G>, "the game deals no recorded chance seats exchanged");
    OpenedGame opened;
    const engine::Replayed<G> replayed = engine::replay_record<G>(record, "this game's record", 1);
    if (!replayed.ok()) {
        opened.error = replayed.error;
        return opened;
    }
    if (!replayed.first || replayed.steps.empty()) {
        opened.error = "this game's record: no move to play again";
        return opened;
    }
    typename Table::Start start;
    start.state = *replayed.first;
    start.seed = choice.seed; // what the record cannot give (a reshuffle) is drawn from it
    start.player_name = choice.player_name;
    start.difficulty = choice.difficulty;
    std::vector<typename engine::Replayed<G>::Step> rest = replayed.steps;
    if constexpr (opens == RematchOpens::AfterTheToss) {
        // The toss as New game makes it (table::toss_before_the_table), its record's first lines
        // the table's record begins with.
        const auto& toss = replayed.steps.front();
        typename G::RecordWriter opening(
            [&start](const std::string& line) { start.record_opening.push_back(line); }, 1);
        const std::string strategy = Table::known_strategy(choice.difficulty);
        if constexpr (requires { G::start_record_dealt(opening, strategy, start.state); }) {
            // Dealt before the toss (Five Crowns, Pinochle): the first hands lie in the start,
            // exchanged there, and the start line says the deck that deals them so.
            start.state = G::seats_exchanged(start.state);
            G::start_record_dealt(opening, strategy, start.state);
        } else {
            G::start_record(opening, strategy, start.state); // Casino: dealt by the toss
        }
        const auto seat = G::record_seat(start.state);
        const typename G::Chance coin = G::seats_exchanged(toss.chance);
        typename G::Outcome outcome = G::apply(start.state, toss.action, coin);
        if (!outcome) {
            opened.error = "this game's record: its toss cannot be made again: " + outcome.error;
            return opened;
        }
        G::record_action(opening, seat, toss.action, coin, start.state);
        start.events = outcome.events;
        rest.erase(rest.begin());
    }
    auto table = std::make_unique<Table>(app, std::move(start));
    table->deal_as_recorded(engine::RecordedDeals<G>(rest, true));
    opened.scene = std::move(table);
    return opened;
}

} // namespace parlor::app::table
