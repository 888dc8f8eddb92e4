#pragma once
// What the title says as the player leaves a game unfinished (Quit, the pause menu's Quit to
// title, Back to the title between rounds). "Kept" only when the game's unfinished game is
// really on disk and holds the game just left, so that Continue picks it up; otherwise it says
// plainly why not: the game had not yet reached a moment its save can hold (Cribbage before the
// first lay-away), or the write failed.

#include "app/core/app.hpp"
#include "app/core/unfinished_games.hpp"

#include <optional>
#include <string>
#include <string_view>

namespace parlor::app::table {

// What a table's autosave did for the game it plays.
struct Autosaved {
    // The text it last wrote to the game's unfinished file (nothing: it has written none yet).
    std::optional<std::string> text;
    // That text is the very position left (else an earlier one: the position now is one the
    // save cannot hold, between a draw and a discard).
    bool current = false;
    std::string error; // why the last write failed (empty: it did not)
    // Where `text` was written: the kept game's file (unfinished/<game>.json), which holds any
    // moment; empty: the game's save file.
    std::string file;
};

// The notice for the title (empty text: nothing to say). `where`: where Continue picks the game
// up when the position left is kept ("where you left off", "at the next deal").
App::Notice kept_notice(const UnfinishedGames& unfinished, std::string_view game_id,
                        const Autosaved& saved, std::string_view where);

} // namespace parlor::app::table
