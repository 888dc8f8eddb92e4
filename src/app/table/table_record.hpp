#pragma once
// The record of the game on a table (docs/records.md), written beside the saves as it is played:
// <data dir>/records/<game>/<date>-<time>.jsonl, each line appended and flushed at once, the
// newest 50 of each game kept. A move taken back takes its lines back too (the file is written
// again, atomically), so the record holds the game as it was played to the end. No SDL.

#include "parlor/record/record_file.hpp"

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace parlor::app::table {

inline constexpr std::size_t records_kept = 50;

class TableRecord {
  public:
    // Opens a new record of `game` in `data_dir` ("<data_dir>records/<game>/"), named for the
    // time now; the oldest beyond records_kept are deleted. A record that cannot be written
    // leaves `error` (one line) and the table plays on without one.
    bool open(const std::string& data_dir, const std::string& game, std::string& error);
    // Opens the record of a kept game again at `path` (in the same folder as open's), emptied:
    // the game's lines are written again as its moves are played again.
    bool reopen(const std::string& path, std::string& error);
    // Records the game without a file: a read-only window (App::read_only) writes nothing to
    // the data folder, yet its game keeps its record for the review.
    void keep_in_memory() {
        in_memory_ = true;
        path_.clear();
    }
    bool recording() const { return file_.has_value() || in_memory_; }
    const std::string& path() const { return path_; }
    // Appends and flushes a line; a failure stops the record (and says so once in `error`).
    void add(const std::string& line, std::string& error);
    std::size_t size() const { return lines_.size(); }
    // The record as written so far (a copy, for a job off the loop's thread).
    std::string text() const;
    // Takes back the lines after the first `size`: the file is written again without them.
    void truncate(std::size_t size, std::string& error);

  private:
    std::string path_;
    std::vector<std::string> lines_;
    std::optional<record::RecordFile> file_;
    bool in_memory_ = false;
};

// "20261129-201503-123" from the time now (UTC, to the millisecond): the names sort by age.
std::string record_stamp();

} // namespace parlor::app::table
