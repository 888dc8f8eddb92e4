#pragma once
// `--to 61|121`: the length of a game of cribbage, for `play cribbage` and `simulate cribbage`.

#include "parlor/games/cribbage/rules.hpp"

#include <CLI/CLI.hpp>

#include <vector>

namespace parlor::cli::crib {

inline void add_length_option(CLI::App& command, int& target) {
    command
        .add_option("--to", target,
                    "the length of a new game: 121 (the full game) or 61 (the short game)")
        ->check(
            CLI::IsMember(std::vector<int>{cribbage::winning_score, cribbage::short_game_score}))
        ->capture_default_str();
}

} // namespace parlor::cli::crib
