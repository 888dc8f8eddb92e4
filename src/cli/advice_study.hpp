#pragma once
// `parlor-cli advice-study <game>`: how far a player can trust the expert's advice, measured over
// the decisions of self-play. Each position is advised under several seeds of the advice's own
// sampling: the share of (position, seed) pairs that name the position's most named move is the
// advice's stability; every call is timed for the latency of the help and of the computer's
// decision. A game supplies only its positions (see StudyPosition); the rest is shared:
//
//     auto options = std::make_shared<AdviceStudyOptions>();
//     CLI::App* cmd = commands.advice_study.add_subcommand("cribbage", "...");
//     add_advice_study_options(*cmd, *options);
//     cmd->callback([options, &commands] {
//         commands.exit_code = run_advice_study(*options, "Cribbage", collect, commands.io);
//     });

#include "cli/io.hpp"

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace CLI {
class App;
}

namespace parlor::cli {

struct AdviceStudyOptions {
    int games = 10;         // self-play games the positions come from
    std::uint64_t seed = 1; // of those games
    int seeds = 10;         // advice seeds per position (1..seeds)
    int positions = 300;    // at most this many positions, spread evenly over the games
    bool json = false;
    bool unsettled = false; // also list every position whose seeds named more than one move
};

// --games, --seed, --seeds, --positions, --json, --unsettled.
void add_advice_study_options(CLI::App& command, AdviceStudyOptions& options);

// One decision of self-play, as the seat to move saw it.
struct StudyPosition {
    std::string phase; // what kind of decision ("lay-away", "play", "draw"), for the breakdown
    int choices = 0;   // legal moves; a position with one is timed, not counted for stability
    // The help's recommendation with the advice seeded by `seed`, in the words `play` reads.
    std::function<std::string(std::uint64_t seed)> help;
    // The computer's move (the expert strategy seeded by `seed`), in the same words.
    std::function<std::string(std::uint64_t seed)> decide;
};

// Plays `games` self-play games from `seed` and returns their decision positions.
using CollectPositions = std::function<std::vector<StudyPosition>(int games, std::uint64_t seed)>;

// The help and the decision at a position: the game's advise(view, seed) and its expert strategy
// seeded alike, each move in the words `play` reads (`words(action)`).
template <auto advise, auto make_strategy, class View, class Words>
void ask_the_expert(StudyPosition& position, const View& view, Words words) {
    const auto shared = std::make_shared<const View>(view);
    position.help = [shared, words](std::uint64_t seed) {
        return words(advise(*shared, seed).action);
    };
    position.decide = [shared, words](std::uint64_t seed) {
        return words(make_strategy("expert", seed)->decide(*shared).action);
    };
}

// Registers `advice-study <id>` under `advice_study` with the shared options and runner.
struct AdviceStudyGame {
    std::string id;          // the subcommand ("cribbage")
    std::string name;        // for the report ("Cribbage")
    std::string description; // for --help
    CollectPositions collect;
};
void add_advice_study_game(CLI::App& advice_study, AdviceStudyGame game, const Io& io,
                           int& exit_code);

// Prints the report (or one JSON object) on io.out. Exit 1 for options out of range.
int run_advice_study(const AdviceStudyOptions& options, const std::string& game_name,
                     const CollectPositions& collect, const Io& io);

} // namespace parlor::cli
