#pragma once
// A game's commands as the card games with tools have them, in this order: `play <id>`, the
// tools under `<id>` (one of them must be named), `simulate <id>` and `advice-study <id>`.
// Written once so that a game's commands.cpp says only which its commands are.

#include "cli/commands.hpp"

#include <string>
#include <vector>

namespace parlor::cli {

using AddCommand = void (*)(Commands& commands);
using AddTool = void (*)(CLI::App& game, Commands& commands);

// `tools_help`: the help of `<id>` ("Casino tools."). `play`, `simulate` and `advice_study`
// add those commands; each of `tools` adds a tool under `<id>`.
inline void add_game_commands(Commands& commands, const std::string& id,
                              const std::string& tools_help, AddCommand play,
                              const std::vector<AddTool>& tools, AddCommand simulate,
                              AddCommand advice_study) {
    play(commands);
    CLI::App* game = commands.root.add_subcommand(id, tools_help);
    game->require_subcommand(1);
    for (const AddTool add_tool : tools) {
        add_tool(*game, commands);
    }
    simulate(commands);
    advice_study(commands);
}

} // namespace parlor::cli
