#include "app/table/table_log.hpp"

#include "app/core/trace.hpp"

namespace parlor::app::table {

int TableLog::next_version() {
    // Logs live on the loop's thread only.
    static int last = 0;
    return ++last;
}

void TableLog::add(LogEntry entry) {
    if (entry.text.empty()) {
        return;
    }
    if (play_tracing()) {
        trace_play(entry.who == LogEntry::Who::Human      ? "log human"
                   : entry.who == LogEntry::Who::Computer ? "log computer"
                                                          : "log table",
                   entry.text);
        for (const std::string& reason : entry.reasons) {
            trace_play("reason", reason);
        }
    }
    entries_.push_back(std::move(entry));
    version_ = next_version();
}

void TableLog::add_reasons(const std::vector<std::string>& reasons) {
    if (entries_.empty() || reasons.empty()) {
        return;
    }
    for (const std::string& reason : reasons) {
        trace_play("reason", reason);
    }
    auto& target = entries_.back().reasons;
    target.insert(target.end(), reasons.begin(), reasons.end());
    version_ = next_version();
}

void TableLog::truncate(std::size_t count) {
    if (count < entries_.size()) {
        entries_.resize(count);
        version_ = next_version();
    }
}

void add_resumed(TableLog& log, const std::string& loaded_from,
                 const std::vector<std::string>& warnings) {
    if (!loaded_from.empty()) {
        log.add(LogEntry::Who::Table, "Resumed from " + loaded_from + ".");
    }
    for (const std::string& warning : warnings) {
        log.add(LogEntry::Who::Table, "Note: " + warning);
    }
}

} // namespace parlor::app::table
