#pragma once
// Opening a saved game on its table: the game's reader loads the file, the table opens with the
// player's name and the difficulty the settings hold for that game (a continued game: the one it
// began at); or the reader's one-line error, and nothing opens.

#include "app/core/app.hpp"
#include "app/table_entries.hpp"
#include "parlor/cards/resume_seed.hpp"
#include "parlor/cards/text_as_data.hpp"

#include <filesystem>
#include <memory>
#include <string>

namespace parlor::app::table {

template <class Table, class Load>
OpenedGame open_saved(App& app, const std::string& path, Load&& load) {
    OpenedGame opened;
    auto loaded = load(path);
    if (!loaded.state) {
        opened.error = loaded.error.empty()
                           ? cards::printable(path) + ": the file could not be read"
                           : loaded.error;
        return opened;
    }
    typename Table::Start start;
    start.state = std::move(*loaded.state);
    // Chance is mixed with the position (as parlor-cli does), so a loaded game's later deals are
    // its own and not a fresh game's deals again; the seats' decisions are not (TableStart).
    const std::uint64_t seed = app.next_seed();
    start.seed = cards::resume_seed(seed, write_save(start.state));
    start.decisions_seed = seed;
    start.player_name = app.settings().player_name;
    // A game whose file names its players keeps the name written there.
    if constexpr (requires { Table::player_name_in(start.state); }) {
        if (std::string written = Table::player_name_in(start.state); !written.empty()) {
            start.player_name = std::move(written);
        }
    }
    // The game's own unfinished game continues as it began (its difficulty, and whether it came
    // from a file); any other file begins a game "from a file".
    const UnfinishedGames unfinished = app.unfinished();
    const std::string id(Table::Rules::id);
    const GameOrigin settings_origin = game_origin(app.settings().difficulty(id));
    start.continued = unfinished.game_of(path) == id;
    const GameOrigin origin = start.continued
                                  ? unfinished.origin(id, settings_origin)
                                  : game_origin(settings_origin.difficulty,
                                                std::filesystem::path(path).filename().string());
    start.difficulty = origin.difficulty;
    start.from_file = origin.from_file;
    if (start.continued) {
        start.memory = origin.table_memory;
    }
    start.loaded_from = path;
    start.warnings = std::move(loaded.warnings);
    opened.scene = std::make_unique<Table>(app, std::move(start));
    return opened;
}

} // namespace parlor::app::table
