#pragma once
// Opening a recorded game to watch on its table (docs/app.md, "Watching a recorded game"): the
// game's reader reads the record, its replay rebuilds every move through the rules (a record that
// does not replay opens nothing and gives its "FILE:LINE: problem"), and the table opens on the
// game's first position with the moves to step through, each with what chance drew for it.

#include "app/core/app.hpp"
#include "app/table/names.hpp"
#include "app/table_entries.hpp"
#include "parlor/record/recorded_games.hpp"

#include <algorithm>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace parlor::app::table {

// The players as a record names them: the player by the name the settings hold, a strategy by
// what the window calls it ("Intermediate" for "greedy"); two alike are told apart by seat.
template <class Seats> Names watched_names(App& app, std::string_view game_id, const Seats& seats) {
    const TableEntry* entry = find_table(game_id);
    std::vector<std::string> names;
    for (const std::string& seat : seats) {
        std::string name = seat == "human" ? (names.empty() ? app.settings().player_name : "Player")
                           : entry         ? difficulty_label(*entry, seat)
                                           : seat;
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

// `read(text, file)` and `replay(game, file, final_state, visit)` are the game's record
// functions (include/parlor/games/<game>/recorded_game.hpp); `number` the game of the record.
template <class Table, auto read, auto replay>
OpenedGame open_watch(App& app, const std::string& text, const std::string& file, int number) {
    OpenedGame opened;
    const auto read_games = read(text, file);
    if (!read_games.ok()) {
        opened.error = read_games.error;
        return opened;
    }
    const auto* game = record::game_numbered(read_games.games, number, file, opened.error);
    if (game == nullptr) {
        return opened;
    }
    using State = typename Table::State;
    std::vector<typename Table::WatchStep> steps;
    std::optional<State> first;
    State last;
    opened.error = replay(*game, file, last, [&](const State& before, const auto& step) {
        if (!first) {
            first = before;
        }
        steps.push_back({static_cast<int>(step.seat), step.action, step.chance, step.line});
    });
    if (!opened.error.empty()) {
        return opened;
    }
    typename Table::Start start;
    start.state = first ? std::move(*first) : last;
    start.watching = true;
    auto table = std::make_unique<Table>(app, std::move(start));
    // A record that reaches the game's end has no secret left: every hand is shown.
    std::optional<Names> names;
    if constexpr (!Table::names_its_seats) {
        names = watched_names(app, Table::Rules::id, game->seats);
    }
    table->watch(std::move(steps), legal_actions(last).empty(), std::move(names));
    opened.scene = std::move(table);
    return opened;
}

} // namespace parlor::app::table
