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

// Runs `go_on` at once when `game_id` has no unfinished game. Otherwise asks "Continue it, or
// <instead> and discard it?"; "Continue it" opens the unfinished game and hands its table to
// `show` (or puts its error on the title), "Discard it" discards it and runs `go_on`. Esc leaves
// everything as it was.
void ask_before_replacing(App& app, const std::string& game_id, const std::string& instead,
                          std::function<void()> go_on,
                          std::function<void(std::unique_ptr<Scene>)> show);

// Removes the game's unfinished game and counts it as abandoned at its difficulty.
void discard_unfinished(App& app, const std::string& game_id);

} // namespace parlor::app
