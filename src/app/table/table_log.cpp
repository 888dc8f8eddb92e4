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

} // namespace parlor::app::table
