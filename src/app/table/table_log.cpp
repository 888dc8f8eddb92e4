#include "app/table/table_log.hpp"

namespace parlor::app::table {

void TableLog::add(LogEntry entry) {
    if (entry.text.empty()) {
        return;
    }
    entries_.push_back(std::move(entry));
    ++version_;
}

void TableLog::add_reasons(const std::vector<std::string>& reasons) {
    if (entries_.empty() || reasons.empty()) {
        return;
    }
    auto& target = entries_.back().reasons;
    target.insert(target.end(), reasons.begin(), reasons.end());
    ++version_;
}

void TableLog::truncate(std::size_t count) {
    if (count < entries_.size()) {
        entries_.resize(count);
        ++version_;
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
