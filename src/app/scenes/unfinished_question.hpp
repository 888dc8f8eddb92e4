#pragma once
// Nothing replaces an unfinished game without asking. Before a new game of a game, or a file of
// it, would take the place of the game's unfinished one, the player is asked: "You have a
// Cribbage game in progress: …. Continue it, or start anew and discard it?" (Continue it /
// Discard it). A discarded game counts in the statistics as left unfinished.

#include "app/core/scene.hpp"

#include <functional>
#include <memory>
#include <string>

namespace parlor::app {

class App;

// Runs `go_on` at once when `game_id` has no unfinished game, or only a finished one whose result
// waits to be written (table::result_waits). Otherwise asks "Continue it, or
// <instead> and discard it?"; "Continue it" opens the unfinished game and hands its table to
// `show` (or puts its error on the title), "Discard it" discards it and runs `go_on`. Esc leaves
// everything as it was. `recheck`, when given, is asked again as Discard is chosen, before
// anything is discarded (a file to load may have changed while the question was up): an error
// it gives keeps the game in progress and goes to the title with that error.
void ask_before_replacing(App& app, const std::string& game_id, const std::string& instead,
                          std::function<void()> go_on,
                          std::function<void(std::unique_ptr<Scene>)> show,
                          std::function<std::string()> recheck = {});

// Opens a saved game over the title (a load dialog closed first when `from_dialog`), as Load game
// and `parlor --load` do: the file is read whole by its game's reader before anything else, so
// a file refused at any line is refused with its one line on the title and the game in progress
// is untouched; a file of a game with an unfinished game (other than that game's own file) asks
// first whether to continue that game or load the file and discard it.
void load_asking_first(App& app, const std::string& path, bool from_dialog);

// Removes the game's unfinished game and counts it as abandoned at its difficulty; a finished
// game whose result waits is neither (its file goes once the result is written).
void discard_unfinished(App& app, const std::string& game_id);

} // namespace parlor::app
