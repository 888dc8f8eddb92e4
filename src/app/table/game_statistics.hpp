#pragma once
// A finished game into the player's statistics, once, from any table: its row (the game, the
// level it was played at), the notice when the file cannot be read or written, and its unfinished
// game removed once its result is written, so that Continue cannot offer a finished game nor the
// statistics count it twice. A result that cannot be written (a full disk) is kept in memory
// (save_statistics) and its unfinished game stays on disk until a later write holds the result:
// the game is never deleted before what replaces it is written. Apart from GameTable because it
// is about the player's files.

#include "app/core/app.hpp"
#include "app/core/statistics.hpp"

#include <cstdint>
#include <string>
#include <string_view>

namespace parlor::app::table {

// `level`: the difficulty's row (from_a_file for a game begun from a file). `seed`: the game's
// (the engine's), which tells this game from another of the same game when its result waits.
void count_finished_game(App& app, std::string_view game_id, const std::string& level,
                         const GameRecord& record, std::uint64_t seed);

// The game's unfinished game is a finished game whose result waits in memory (its file unchanged
// since it finished): no game in progress, never to be counted as left unfinished.
bool result_waits(const App& app, std::string_view game_id);

} // namespace parlor::app::table
