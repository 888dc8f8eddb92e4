#pragma once
// The command tree a game hooks its commands into. Each game listed in
// include/parlor/games/games.def defines
//     void add_<id>_commands(parlor::cli::Commands& commands);
// in src/cli/<id>/*.cpp, and adds what it offers:
//     `parlor-cli play <id>`      under commands.play
//     `parlor-cli simulate <id>`  under commands.simulate (see simulate.hpp for the shared part)
//     `parlor-cli advice-study <id>` under commands.advice_study (see advice_study.hpp)
//     `parlor-cli <id> <tool>`    under commands.root (its own tools, like `fivecrowns arrange`)
// A command's callback stores its exit code in commands.exit_code.

#include "cli/io.hpp"

#include <CLI/CLI.hpp>

namespace parlor::cli {

struct Commands {
    CLI::App& root;
    CLI::App& play;
    CLI::App& simulate;
    CLI::App& advice_study;
    const Io& io;
    int& exit_code;
};

#define PARLOR_GAME(id) void add_##id##_commands(Commands& commands);
#include "parlor/games/games.def"
#undef PARLOR_GAME

} // namespace parlor::cli
