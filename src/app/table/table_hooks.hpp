#pragma once
// What the screens over a game's table may ask of its game (app/scenes/game_hooks.hpp): save it
// (Save, S), whether it can be saved now (its position, the computer quiet, nothing in the air),
// the log's word once saved, and the help from the pause menu. Apart from GameTable (a friend:
// it reads the table's state) because it is about the other screens, not about painting.

#include "app/scenes/game_hooks.hpp"
#include "app/table/table_log.hpp"
#include "parlor/cards/text_as_data.hpp"

#include <string>

namespace parlor::app::table {

struct TableHooks {
    template <class Table> static GameHooks of(Table& t) {
        using G = typename Table::Rules;
        GameHooks h;
        h.game_id = G::id;
        h.default_save_name = t.save_name();
        h.save = [&t](const std::string& path) { return G::save_to_file(path, t.state()); };
        h.can_save = [&t] {
            return !t.watching_ && G::saveable(t.state()) && !t.computer_busy() &&
                   !t.flights_.flying();
        };
        h.saved = [&t](const std::string& path) {
            t.log_.add(LogEntry::Who::Table,
                       "Saved to " + cards::printable(path) + ". Play on: Load game picks it up.");
            t.changed();
        };
        h.help = [&t] {
            if (!t.help_open_) {
                t.toggle_help();
            }
        };
        return h;
    }
};

} // namespace parlor::app::table
