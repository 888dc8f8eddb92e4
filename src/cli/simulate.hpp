#pragma once
// The part of `parlor-cli simulate <game>` every game shares: the options, the pairing of games
// (each deal played twice, the strategies swapping seats), the progress line and the report.
// A game supplies only how to play one game (usually a call to its match runner):
//
//     auto options = std::make_shared<SimulateOptions>();
//     CLI::App* cmd = commands.simulate.add_subcommand("cribbage", "...");
//     add_simulate_options(*cmd, *options, cribbage::strategy_names());
//     cmd->callback([options, &commands] {
//         commands.exit_code = run_simulation(*options, labels, play_one, commands.io);
//     });

#include "cli/io.hpp"
#include "cli/stats.hpp"

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace CLI {
class App;
}

namespace parlor::cli {

struct SimulateOptions {
    int games = 100; // even: games / 2 deals, each played twice
    std::uint64_t seed = 1;
    std::string a = "expert";
    std::string b = "greedy";
    bool json = false;
};

// --games, --seed, --a, --b (checked against `strategies`), --json.
void add_simulate_options(CLI::App& command, SimulateOptions& options,
                          const std::vector<std::string>& strategies);

// Plays one game between the strategies named options.a and options.b. `deal_seed` fixes the
// cards; `swapped` is false when A takes the first seat (Five Crowns: Human) and true when B
// does. Both games of a pair get the same deal_seed.
using PlayOneGame = std::function<GameRecord(std::uint64_t deal_seed, bool swapped)>;

// The seed of each deal, from the simulation's seed: deal i of seed s is always the same.
std::vector<std::uint64_t> deal_seeds(std::uint64_t seed, int deals);

// Plays options.games games, then prints the report (or one JSON object with --json) on
// io.out; a progress line on io.err while it runs if that is a terminal. Exit 1 for an odd or
// non-positive number of games.
int run_simulation(const SimulateOptions& options, const SimulationLabels& labels,
                   const PlayOneGame& play_one, const Io& io);

} // namespace parlor::cli
