#pragma once
// The table's log: what each player did, and for the computer why, in its own words. Plain
// C++ (no SDL); the scene draws it in a scrollable panel.

#include "parlor/games/fivecrowns/rules.hpp"

#include <array>
#include <string>
#include <vector>

namespace parlor::app::fivecrowns_table {

namespace fc = parlor::fivecrowns;

struct LogEntry {
    enum class Who { Human, Computer, Table };
    Who who = Who::Table;
    std::string text;                 // "Computer took the 8♆ from the discard pile."
    std::vector<std::string> reasons; // the computer's reasons, one sentence each
};

struct Narration {
    std::array<std::string, 2> names{"You", "Computer"}; // indexed by Seat
    bool hide_computer_hand = false; // then the computer's draws from the stock stay secret
};

// "7s", "10s", "jacks" ("Jacks" with `capital`): how the wild rank is named on the table.
std::string rank_plural(int rank, bool capital = false);

// One sentence for an event (empty for events that need none).
LogEntry narrate(const fc::Event& event, const Narration& n);

class TableLog {
  public:
    void add(LogEntry entry);
    void add(LogEntry::Who who, std::string text) { add(LogEntry{who, std::move(text), {}}); }
    // Reasons for the entry just added (the computer's decision that caused it).
    void add_reasons(const std::vector<std::string>& reasons);
    const std::vector<LogEntry>& entries() const { return entries_; }
    // Bumped on every change, so the panel knows to scroll to the newest entry.
    int version() const { return version_; }

  private:
    std::vector<LogEntry> entries_;
    int version_ = 0;
};

} // namespace parlor::app::fivecrowns_table
