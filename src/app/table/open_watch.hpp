#pragma once
// Opening a recorded game to watch on its table (docs/app.md, "Watching a recorded game"): the
// engine reads the record and replays every move through the rules (a record that does not
// replay opens nothing and gives its "FILE:LINE: problem"), and the table opens on the game's
// first position with the moves to step through, each with what chance drew for it.

#include "app/core/app.hpp"
#include "app/table/names.hpp"
#include "app/table_entries.hpp"
#include "parlor/engine/replay.hpp"

#include <algorithm>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace parlor::app::table {

// The players as the table names them when they play: the player by the name the settings
// hold, a strategy "Computer" (not its difficulty: one name for the opponent everywhere, issue
// 42); two alike are told apart by seat.
template <class Seats> Names watched_names(App& app, const Seats& seats) {
    std::vector<std::string> names;
    for (const std::string& seat : seats) {
        std::string name =
            seat == "human" ? (names.empty() ? app.settings().player_name : "Player") : "Computer";
        if (std::find(names.begin(), names.end(), name) != names.end()) {
            name += " (seat " + std::to_string(names.size()) + ")";
        }
        names.push_back(std::move(name));
    }
    if (names.empty()) {
        return Names{};
    }
    const std::string player = names.front();
    return Names{player, std::vector<std::string>(names.begin() + 1, names.end())};
}

// Game `number` of a record of the table's game, replayed by the engine (engine/replay.hpp).
template <class Table>
OpenedGame open_watch(App& app, const std::string& text, const std::string& file, int number) {
    using G = typename Table::Rules;
    OpenedGame opened;
    engine::Replayed<G> replayed = engine::replay_record<G>(text, file, number);
    if (!replayed.ok()) {
        opened.error = replayed.error;
        return opened;
    }
    typename Table::Start start;
    start.state = replayed.start();
    start.watching = true;
    auto table = std::make_unique<Table>(app, std::move(start));
    // A record that reaches the game's end has no secret left: every hand is shown.
    std::optional<Names> names;
    if constexpr (!Table::names_its_seats) {
        names = watched_names(app, replayed.seats);
    }
    const bool finished = G::legal_actions(replayed.last).empty();
    table->watch(std::move(replayed.steps), finished, std::move(names));
    opened.scene = std::move(table);
    return opened;
}

} // namespace parlor::app::table
