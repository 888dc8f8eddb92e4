#pragma once
// A table's log: what each player did, and for the computer why, in its own words. Plain C++
// (no SDL); each game narrates its own events into it and LogPanel draws it.

#include "app/core/geometry.hpp"

#include <optional>
#include <string>
#include <vector>

namespace parlor::app::table {

struct LogEntry {
    enum class Who { Human, Computer, Table };
    Who who = Who::Table;
    std::string text;                 // "Computer took the 8♆ from the discard pile."
    std::vector<std::string> reasons; // the computer's reasons, one sentence each
    // The bullet's colour where a table marks its seats by more than who plays them (a table of
    // three or four: each seat in its side's colour, as its track and score); none: by `who`.
    std::optional<Color> mark = std::nullopt;
};

class TableLog {
  public:
    // An entry with no text is not added.
    void add(LogEntry entry);
    void add(LogEntry::Who who, std::string text) { add(LogEntry{who, std::move(text), {}}); }
    // Reasons for the entry just added (the computer's decision that caused it).
    void add_reasons(const std::vector<std::string>& reasons);
    const std::vector<LogEntry>& entries() const { return entries_; }
    // The log as kept beside an unfinished game (a JSON array's text), and back: false, and the
    // log unchanged, for a text that is not such a log (or an unreasonably long one).
    std::string kept_text() const;
    bool restore_kept(const std::string& text);
    // Keeps the first `count` entries (a move taken back takes its lines with it).
    void truncate(std::size_t count);
    // Changes with every change of any log: the panel knows to scroll to the newest entry, and a
    // picture of the log kept by the drawing layer (which outlives a table) is never taken for
    // another table's log that has seen as many changes.
    int version() const { return version_; }

  private:
    std::vector<LogEntry> entries_;
    int version_ = next_version();

    static int next_version();
};

// The first lines of a resumed game's log: where it came from (the file's name, or "where you
// left off" for a continued game) and what the reader noticed.
void add_resumed(TableLog& log, const std::string& loaded_from, bool continued,
                 const std::string& from_file, const std::vector<std::string>& warnings);
// "Resumed where you left off", naming the file the game began from (shown escaped: its name may
// hold any bytes).
std::string resumed_where_left(const std::string& from_file);

} // namespace parlor::app::table
