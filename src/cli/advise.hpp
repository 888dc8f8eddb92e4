#pragma once
// `parlor-cli advise FILE [--json] [--seed N]`: the move the expert recommends to the player whose
// turn it is in a saved game of any game, with its reasons (the help mode, from the terminal). The
// move is written as `parlor-cli play <game>` reads it; --json prints the whole advice record.

#include "cli/io.hpp"

#include "parlor/catalogue/catalogue.hpp"

#include <cstdint>
#include <string>

namespace CLI {
class App;
}

namespace parlor::cli {

struct AdviseOptions {
    std::string file;
    bool json = false;
    std::uint64_t seed = catalogue::default_advice_seed; // the advice's own sampling
};

// Exit 0 with the advice; 1 for a file that cannot be read or advised on (one line on `err`).
int run_advise(const AdviseOptions& options, const Io& io);

void add_advise_command(CLI::App& root, const Io& io, int& exit_code);

} // namespace parlor::cli
