#include "app/table/kept_notice.hpp"

#include "app/core/data_folder_lock.hpp"
#include "parlor/cards/atomic_file.hpp"
#include "parlor/cards/text_as_data.hpp"

namespace parlor::app::table {

App::Notice kept_notice(const UnfinishedGames& unfinished, std::string_view game_id,
                        const Autosaved& saved, std::string_view where) {
    if (unfinished.read_only()) {
        return {std::string("Your game was not kept: ") + data_folder_taken + ".", false};
    }
    // What is on disk is read back: only the file itself can say that Continue will find the game.
    std::string read_error;
    const std::optional<std::string> on_disk = cards::read_whole_file(
        saved.file.empty() ? unfinished.path(game_id) : saved.file, read_error);
    const bool holds_it = saved.text && on_disk && *on_disk == *saved.text;
    if (!saved.error.empty()) {
        return {holds_it ? "The autosave failed (" + saved.error +
                               "): Continue picks your game up at an earlier moment, not " +
                               std::string(where) + "."
                         : "Your game was not kept: the autosave failed (" + saved.error + ").",
                true};
    }
    if (!saved.text) {
        return {"Your game was not kept: it had not yet reached a moment that can be saved, so "
                "Continue cannot pick it up.",
                false};
    }
    if (!holds_it) {
        return {"Your game was not kept: " + cards::printable(unfinished.path(game_id)) +
                    " no longer holds it.",
                true};
    }
    if (!saved.current) {
        return {"Your game was kept: Continue picks it up at its last moment a save can hold, "
                "just before where you left off.",
                false};
    }
    return {"Your game was kept: Continue picks it up " + std::string(where) + ".", false};
}

} // namespace parlor::app::table
