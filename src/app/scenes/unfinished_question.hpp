#pragma once
// Nothing replaces an unfinished game without asking. Before a new game of a game, or a file of
// it, would take the place of the game's unfinished one, the player is asked: "You have a
// Cribbage game in progress (…): Continue it / Start anew and discard it". A discarded game is
// counted as abandoned in the statistics.

#include "app/core/scene.hpp"

#include <functional>
#include <memory>
#include <string>

namespace parlor::app {

class App;

// Runs `go_on` at once when `game_id` has no unfinished game. Otherwise asks; "Continue it"
// opens the unfinished game and hands its table to `show` (or puts its error on the title),
// the other answer (`discard_label`) discards it and runs `go_on`. Esc asks again later.
void ask_before_replacing(App& app, const std::string& game_id, const std::string& discard_label,
                          std::function<void()> go_on,
                          std::function<void(std::unique_ptr<Scene>)> show);

// Removes the game's unfinished game and counts it as abandoned at its difficulty.
void discard_unfinished(App& app, const std::string& game_id);

} // namespace parlor::app
