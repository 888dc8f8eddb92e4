#pragma once
// A table's game written to its record file as it is played (docs/records.md): the file in the
// data folder's records/<game>/ (a kept game's own file opened again), the record's first lines
// (the toss made before the table opened, or the position a game was loaded at), and the engine's
// lines handed to it as they come and taken back with a take-back. Apart from GameTable because
// it is about the file, not about the table.

#include "app/table/table_record.hpp"
#include "parlor/engine/game.hpp"

#include <string>
#include <string_view>
#include <vector>

namespace parlor::app::table {

// `path` is one of the game's records in the data folder (records/<game>/NAME.jsonl): a kept
// game's record that may be opened again, rather than a file elsewhere.
bool in_records_folder(const std::string& data_dir, std::string_view game_id,
                       const std::string& path);

// Begins the record of `game` in `record`; false (and `error`) when it cannot be written: the
// game is played all the same. The record keeps the computer's words with its moves (version 2,
// docs/records.md). `opening`: the record's first lines when the game began before
// the table opened. `from_position`: the game was opened from a file; its record begins where it
// was loaded. `kept_path`: a kept game's record file, opened again (when in_records_folder; else
// a new record is begun). `record` and `error` must outlive `game`'s recording. `read_only`:
// another window holds the data folder (App::read_only): the record is kept in memory alone, and
// a kept game's file, which that window's unfinished game names, is left as it is.
template <engine::Descriptor G, class Extra>
bool start_game_record(engine::Game<G, Extra>& game, TableRecord& record, std::string& error,
                       const std::string& data_dir, std::vector<std::string> opening,
                       bool from_position, const std::string& kept_path, bool read_only) {
    if (read_only) {
        record.keep_in_memory();
    } else if (!(in_records_folder(data_dir, G::id, kept_path)
                     ? record.reopen(kept_path, error)
                     : record.open(data_dir, G::id, error))) {
        return false;
    }
    if (from_position) {
        typename G::RecordWriter writer(
            [&opening](const std::string& line) { opening.push_back(line); }, 1);
        G::start_record_at(writer, game.strategy(), game.state());
    }
    game.start_record(
        engine::RecordSink{[&record, &error](const std::string& line) { record.add(line, error); },
                           [&record, &error](std::size_t size) { record.truncate(size, error); }},
        opening, record::record_version); // with the computer's words (docs/records.md)
    return error.empty();
}

} // namespace parlor::app::table
