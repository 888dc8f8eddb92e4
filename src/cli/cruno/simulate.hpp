#pragma once
// `parlor-cli simulate cruno`: strategies at a table of 2 to 10, each deal played once per
// rotation of the seats, with the wins and decision times of every entry of --seats and an
// optional record of every game (docs/records.md).

#include "cli/commands.hpp"

#include <cstdint>
#include <string>
#include <vector>

namespace parlor::cli::cruno_cli {

struct SimulateOptions {
    int players = 0;                // 0: as many as --seats names
    std::vector<std::string> seats; // one strategy a seat
    int games = 0;                  // 0: one deal per rotation (as many games as seats)
    std::uint64_t seed = 1;
    std::vector<std::string> rules; // draw_two_skips, reverse_skips_with_two
    std::string log;                // --log FILE: the record of every game
    bool force = false;             // --force: --log may replace a file
    bool reasons = false;           // --reasons: the strategies' words kept in the --log record
    bool json = false;
};

int run_simulate(const SimulateOptions& options, const Io& io);

void add_simulate_command(Commands& commands);

} // namespace parlor::cli::cruno_cli
