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
#include <string_view>
#include <utility>

namespace parlor::app::table {

template <class Table, auto Load> OpenedGame open_saved_file(App& app, const std::string& path) {
    return open_saved<Table>(app, path, Load);
}

// A game's entry: its id (the rules'), its line on New game, its rules' text, what its statistics
// count as a score, how a new game starts (`start`), its busy table for the repaint benchmark
// (`bench`), and every way into its table above (`Load` reads its save files). The entry adds
// the rest that is its own (difficulties, options, keys).
template <class Table, auto Load>
TableEntry table_entry(std::string tagline, std::string_view rules, ScoreSense score,
                       decltype(TableEntry::start) start, decltype(TableEntry::bench) bench) {
    TableEntry info;
    info.id = Table::Rules::id;
    info.tagline = std::move(tagline);
    info.rules = rules;
    info.score = std::move(score);
    info.start = start;
    info.bench = bench;
    info.open = open_saved_file<Table, Load>;
    info.watch = open_watch<Table>;
    info.resume = open_kept<Table>;
    info.kept_summary = kept_summary<typename Table::Rules>;
    return info;
}

} // namespace parlor::app::table
