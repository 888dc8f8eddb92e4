#pragma once
// "Play these deals again, seats swapped" on a game's results (issue 46, point 4; docs/app.md):
// a new game on the table from the finished game's start, its record's draws dealt again in order
// with seats 0 and 1 exchanged, at more than two seats every seat holding the next seat's cards
// (engine/recorded_deals.hpp, as `parlor-cli rematch` deals them), so the player holds what the
// computer (seat 1) held. The player keeps seat 0 at the table; the game's chance is what changes
// sides (G::seats_exchanged, G::seats_rotated).

#include "app/core/app.hpp"
#include "app/table/seat_list.hpp"
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
    // A table of more than two whose computer seats play each its own (Five Crowns): the game
    // takes them joined, as New game gives them (entry.cpp), so each keeps its seat.
    if (const std::string joined = joined_seats(choice.seats);
        !choice.seats.empty() && G::make_strategy(joined, 0) != nullptr) {
        start.difficulty = joined;
    }
    std::vector<typename engine::Replayed<G>::Step> rest = replayed.steps;
    typename G::RecordWriter opening(
        [&start](const std::string& line) { start.record_opening.push_back(line); }, 1);
    constexpr bool dealt_at_start = requires {
        G::start_record_dealt(opening, replayed.seats, start.state);
    };
    if constexpr (dealt_at_start) {
        // Dealt before any move (Five Crowns, Cruno, Pinochle): the first hands lie in the start,
        // exchanged (rotated: each seat the next one's) there, and the start line says the deck
        // that deals them so; the seats keep the record's players.
        if constexpr (requires { G::seats_rotated(start.state); }) {
            start.state = G::seats_rotated(start.state);
        } else {
            start.state = G::seats_exchanged(start.state);
        }
        G::start_record_dealt(opening, replayed.seats, start.state);
    }
    // The toss New game calls, where the game opens with one (Five Crowns only at two seats):
    // before it the help has nothing to advise.
    if constexpr (opens == RematchOpens::AfterTheToss) {
        if (!G::advisable(start.state)) {
            // The toss as New game makes it (table::toss_before_the_table), its record's first
            // lines the table's record begins with.
            const auto& toss = replayed.steps.front();
            if constexpr (!dealt_at_start) {
                // Casino: dealt by the toss.
                G::start_record(opening, Table::known_strategy(choice.difficulty), start.state);
            }
            const auto seat = G::record_seat(start.state);
            const typename G::Chance coin = engine::seats_exchanged<G>(start.state, toss.chance);
            typename G::Outcome outcome = G::apply(start.state, toss.action, coin);
            if (!outcome) {
                opened.error =
                    "this game's record: its toss cannot be made again: " + outcome.error;
                return opened;
            }
            G::record_action(opening, seat, toss.action, coin, start.state);
            start.events = outcome.events;
            rest.erase(rest.begin());
        }
    }
    auto table = std::make_unique<Table>(app, std::move(start));
    table->deal_as_recorded(engine::RecordedDeals<G>(rest, true));
    opened.scene = std::move(table);
    return opened;
}

} // namespace parlor::app::table
