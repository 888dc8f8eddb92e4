#include "app/table/table_log.hpp"

#include <filesystem>

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

void add_resumed(TableLog& log, const std::string& loaded_from, bool continued,
                 const std::string& from_file, const std::vector<std::string>& warnings) {
    // The file's name, not its path: a path inside the data folder tells a player nothing.
    if (continued) {
        log.add(LogEntry::Who::Table,
                from_file.empty()
                    ? std::string("Resumed where you left off.")
                    : "Resumed where you left off (the game began from " + from_file + ").");
    } else if (!loaded_from.empty()) {
        log.add(LogEntry::Who::Table,
                "Resumed from " + std::filesystem::path(loaded_from).filename().string() + ".");
    }
    const std::string name = std::filesystem::path(loaded_from).filename().string();
    for (std::string warning : warnings) {
        // The reader names the file by its path: the log names it as above.
        if (!loaded_from.empty() && warning.rfind(loaded_from + ":", 0) == 0) {
            warning = continued ? warning.substr(loaded_from.size() + 1)
                                : name + warning.substr(loaded_from.size());
            warning.erase(0, warning.find_first_not_of(' '));
        }
        log.add(LogEntry::Who::Table, "Note: " + warning);
    }
}

} // namespace parlor::app::table
