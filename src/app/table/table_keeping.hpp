#pragma once
// What a game's table keeps of its game on disk: after every move the unfinished game
// (AutosaveKeeper: the kept game whenever the engine keeps a record, so that Continue plays it
// again to this moment, whatever the moment, and the save file whenever its format can hold the
// moment), and once, when the game is over, the game in the player's statistics
// (count_finished_game) with its unfinished game gone once the result is written. Apart from
// GameTable (a friend: it reads the table's game and log) because it is about the player's files,
// not about painting.

#include "app/core/statistics.hpp"
#include "app/core/unfinished_games.hpp"
#include "app/table/autosave_keeper.hpp"
#include "app/table/game_statistics.hpp"

#include <optional>
#include <string>
#include <utility>

namespace parlor::app::table {

struct TableKeeping {
    template <class Table> static void autosave(Table& t) {
        using G = typename Table::Rules;
        if (t.watching_ || t.replaying_ || t.recorded_) {
            return;
        }
        // Where the game came from (Continue and the statistics read it), what the table keeps
        // beside the save, and the game.
        GameOrigin origin;
        origin.difficulty = t.game_.strategy();
        origin.from_file = t.from_file_;
        origin.table_memory = t.memory_for_continue();
        if (t.game_.recording()) {
            origin.kept =
                KeptGame{t.game_.seed(),         t.game_.decisions_seed(), t.game_.decisions(),
                         t.game_.record_lines(), t.game_.opening_size(),   t.record_.path()};
            origin.table_log = t.log_.kept_text();
        }
        AutosaveKeeper::Save save{
            G::saveable(t.state()),
            [&t](const std::string& path) { return G::save_to_file(path, t.state()); },
            [&t] { return write_save(t.state()); }};
        t.autosave_.keep(t.app().unfinished(), G::id, std::move(origin), t.log_.version(), save,
                         t.log_);
    }

    // Once, when the game is over (the results' moment): into the player's statistics.
    template <class Table> static void count_finished(Table& t) {
        std::optional<GameRecord> record = t.final_record();
        if (!record || t.recorded_) {
            return;
        }
        t.recorded_ = true;
        record->undo = t.undo_used_;
        // A game begun from a file (perhaps edited by hand) is not a game at a difficulty.
        count_finished_game(t.app(), Table::Rules::id,
                            t.from_file_.empty() ? t.statistics_level(t.game_.strategy())
                                                 : std::string(from_a_file),
                            *record, t.game_.seed());
        t.autosave_.forget();
    }
};

} // namespace parlor::app::table
