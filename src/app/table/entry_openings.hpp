#pragma once
// The ways into a game's table that every game's entry (src/app/<game>/entry.cpp) gives the same
// way: a save file opened (Load game, --load; `Load` reads the file), a record watched (Watch
// again, --replay), a kept game continued (Continue) and its line on the Continue screen. Written
// once here so that an entry says only what is its own (how a new game starts, its keys, rules
// and busy table).

#include "app/table/open_kept.hpp"
#include "app/table/open_saved.hpp"
#include "app/table/open_watch.hpp"
#include "app/table_entries.hpp"

#include <string>

namespace parlor::app::table {

template <class Table, auto Load> OpenedGame open_saved_file(App& app, const std::string& path) {
    return open_saved<Table>(app, path, Load);
}

template <class Table, auto Load> void add_openings(TableEntry& info) {
    info.open = open_saved_file<Table, Load>;
    info.watch = open_watch<Table>;
    info.resume = open_kept<Table>;
    info.kept_summary = kept_summary<typename Table::Rules>;
}

} // namespace parlor::app::table
