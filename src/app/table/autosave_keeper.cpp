#include "app/table/autosave_keeper.hpp"

#include "app/core/data_folder_lock.hpp"

#include <utility>

namespace parlor::app::table {

void AutosaveKeeper::keep(const UnfinishedGames& unfinished, std::string_view game_id,
                          GameOrigin origin, int log_version, const Save& save, TableLog& log) {
    if (unfinished.read_only()) {
        // The window that holds the data folder keeps its own games there: said once.
        if (error_.empty()) {
            error_ = data_folder_taken;
            log.add(LogEntry::Who::Table,
                    std::string("This game is not kept: ") + data_folder_taken + ".");
        }
        return;
    }
    if (origin.kept) {
        kept_log_ = log_version;
    }
    std::optional<std::string> error;
    // The kept game is what Continue opens: what it holds is what "kept" is told from.
    const bool origin_written = origin.kept.has_value();
    std::string written_text;
    if (origin.kept || save.saveable) {
        if (!written_origin_ || *written_origin_ != origin) {
            written_text = UnfinishedGames::origin_text(origin);
            error = unfinished.set_origin(game_id, origin);
            if (!error) {
                written_origin_ = std::move(origin);
            }
        } else {
            written_text = text_.value_or(std::string());
        }
    }
    if (!error && origin_written) {
        text_ = written_text;
        file_ = unfinished.origin_file(game_id);
    }
    if (!error && save.saveable) {
        error = save.save(unfinished.path(game_id));
        if (!error && !origin_written) {
            text_ = save.text(); // what the file holds, for telling "kept"
            file_.clear();
        }
    }
    if (error) {
        if (error_.empty()) {
            log.add(LogEntry::Who::Table, "The autosave failed: " + *error);
        }
        error_ = error->empty() ? std::string("the file was not written") : *error;
    } else {
        error_.clear();
    }
}

} // namespace parlor::app::table
