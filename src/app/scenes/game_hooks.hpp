#pragma once
// What a table lends to the generic overlays (pause menu, save dialog): how to save the game,
// how to show help, which rules to show.

#include <functional>
#include <optional>
#include <string>

namespace parlor::app {

struct GameHooks {
    std::string game_id;           // the Rules overlay shows this game's rules
    std::string default_save_name; // suggested file name without ".txt", e.g. "five-crowns-round-3"
    // Writes the game to `path`; returns an error sentence, or nothing on success.
    std::function<std::optional<std::string>(const std::string& path)> save;
    // False while saving is not possible (a game saves only before a turn: docs/<game>.md).
    std::function<bool()> can_save;
    // Shows the expert's advice on the table (the pause overlay pops itself first).
    std::function<void()> help;
    // The game was saved to `path` and play goes on: the table says so.
    std::function<void(const std::string& path)> saved;
    // Quit to title: goes to the title saying whether the game was kept for Continue (absent:
    // to the title with nothing to say).
    std::function<void()> leave;
};

} // namespace parlor::app
