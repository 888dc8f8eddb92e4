#include "app/table/table_log.hpp"

#include "app/core/speech.hpp"
#include "app/core/trace.hpp"
#include "parlor/cards/json_text.hpp"
#include "parlor/cards/text_as_data.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <filesystem>
#include <iterator>

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
    // The speech mode says every line a table adds (its reasons are the help's, asked for).
    speaker().say(entry.text);
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

namespace {

constexpr const char* who_words[] = {"human", "computer", "table"};
// A kept log longer than this, or a line longer, is not one the table wrote.
constexpr std::size_t kept_entries_at_most = 20000;
constexpr std::size_t kept_line_at_most = 4000;

} // namespace

std::string TableLog::kept_text() const {
    nlohmann::json log = nlohmann::json::array();
    for (const LogEntry& entry : entries_) {
        nlohmann::json line = {{"who", who_words[static_cast<int>(entry.who)]},
                               {"text", entry.text}};
        if (!entry.reasons.empty()) {
            line["reasons"] = entry.reasons;
        }
        if (entry.mark) {
            line["mark"] = {entry.mark->r, entry.mark->g, entry.mark->b};
        }
        log.push_back(std::move(line));
    }
    return cards::json_text(log);
}

bool TableLog::restore_kept(const std::string& text) {
    const nlohmann::json log = nlohmann::json::parse(text, nullptr, /*allow_exceptions=*/false);
    if (!log.is_array() || log.size() > kept_entries_at_most) {
        return false;
    }
    std::vector<LogEntry> entries;
    const auto short_text = [](const nlohmann::json& j) {
        return j.is_string() && j.get_ref<const std::string&>().size() <= kept_line_at_most;
    };
    for (const nlohmann::json& line : log) {
        if (!line.is_object() || !line.contains("who") || !line.contains("text") ||
            !short_text(line["text"])) {
            return false;
        }
        LogEntry entry;
        const auto who = std::find(std::begin(who_words), std::end(who_words), line["who"]);
        if (who == std::end(who_words)) {
            return false;
        }
        entry.who = static_cast<LogEntry::Who>(who - std::begin(who_words));
        entry.text = line["text"].get<std::string>();
        if (line.contains("reasons")) {
            if (!line["reasons"].is_array() || line["reasons"].size() > 20) {
                return false;
            }
            for (const nlohmann::json& reason : line["reasons"]) {
                if (!short_text(reason)) {
                    return false;
                }
                entry.reasons.push_back(reason.get<std::string>());
            }
        }
        if (line.contains("mark")) {
            const nlohmann::json& mark = line["mark"];
            const auto channel = [](const nlohmann::json& c) {
                return c.is_number_unsigned() && c.get<unsigned>() <= 255;
            };
            if (!mark.is_array() || mark.size() != 3 || !channel(mark[0]) || !channel(mark[1]) ||
                !channel(mark[2])) {
                return false;
            }
            entry.mark = Color{mark[0].get<std::uint8_t>(), mark[1].get<std::uint8_t>(),
                               mark[2].get<std::uint8_t>()};
        }
        entries.push_back(std::move(entry));
    }
    entries_ = std::move(entries);
    version_ = next_version();
    return true;
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
    const std::string name =
        cards::printable(std::filesystem::path(loaded_from).filename().string());
    if (continued) {
        log.add(LogEntry::Who::Table, resumed_where_left(from_file));
    } else if (!loaded_from.empty()) {
        log.add(LogEntry::Who::Table, "Resumed from " + name + ".");
    }
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

std::string resumed_where_left(const std::string& from_file) {
    return from_file.empty() ? std::string("Resumed where you left off.")
                             : "Resumed where you left off (the game began from " +
                                   cards::printable(from_file) + ").";
}

} // namespace parlor::app::table
