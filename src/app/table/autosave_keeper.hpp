#pragma once
// What a table keeps of its unfinished game after every move (app/core/unfinished_games.hpp):
// the kept game (where it came from, its engine's record and seeds, the log) whenever it keeps a
// record, and the save file whenever the save format can hold the moment; what was last written
// and where, so that the title can say truthfully whether Continue picks the game up
// (kept_notice.hpp). Apart from GameTable because it is about files, not about the table.

#include "app/core/unfinished_games.hpp"
#include "app/table/kept_notice.hpp"
#include "app/table/table_log.hpp"

#include <functional>
#include <optional>
#include <string>
#include <string_view>

namespace parlor::app::table {

class AutosaveKeeper {
  public:
    // How the game's position is saved: `saveable` says its save format can hold the moment,
    // `save` writes it to a file (an error, or nothing), `text` is what that file then holds.
    struct Save {
        bool saveable = false;
        std::function<std::optional<std::string>(const std::string&)> save;
        std::function<std::string()> text;
    };

    // Writes the unfinished game of `game_id`: `origin` (with its kept game when the engine keeps
    // a record, `log_version` the log's version it holds) when it changed, and the save file.
    // A failure is told in `log` once, until a write succeeds again.
    void keep(const UnfinishedGames& unfinished, std::string_view game_id, GameOrigin origin,
              int log_version, const Save& save, TableLog& log);
    // The log's version the kept game last kept (-1: none yet).
    int kept_log_version() const { return kept_log_; }
    // What was written, for the title's notice; `saveable`: the position now can be saved.
    Autosaved autosaved(bool saveable) const {
        return Autosaved{text_, !file_.empty() || saveable, error_, file_};
    }
    // The game is over and its unfinished game gone: nothing is kept any more.
    void forget() { text_.reset(); }

  private:
    std::optional<GameOrigin> written_origin_;
    std::optional<std::string> text_; // the text last written to the unfinished game
    std::string file_;                // where it was written: the kept game (empty: the save file)
    std::string error_;               // why the last autosave failed (empty: it did not)
    int kept_log_ = -1;
};

} // namespace parlor::app::table
