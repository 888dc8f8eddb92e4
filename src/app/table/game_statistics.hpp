#pragma once
// A finished game into the player's statistics, once, from any table: its row (the game, the
// level it was played at), the notice when the file cannot be read or written, and its unfinished
// game removed at the same moment, so that Continue cannot offer a finished game nor the
// statistics count it twice. Apart from GameTable because it is about the player's files.

#include "app/core/app.hpp"
#include "app/core/statistics.hpp"

#include <string>
#include <string_view>

namespace parlor::app::table {

// `level`: the difficulty's row (from_a_file for a game begun from a file).
void count_finished_game(App& app, std::string_view game_id, const std::string& level,
                         const GameRecord& record);

} // namespace parlor::app::table
