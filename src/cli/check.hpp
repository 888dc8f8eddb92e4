#pragma once
// `parlor-cli check FILE...`: which game each file is saved from, whether it is valid, and a
// one-line summary; `--canonical` prints each valid file as the game's writer would write it.

#include "cli/io.hpp"

#include <string>
#include <vector>

namespace CLI {
class App;
}

namespace parlor::cli {

struct CheckOptions {
    std::vector<std::string> files;
    bool canonical = false;
};

// Exit 0 when every file is valid, 1 otherwise (each file is still reported).
int run_check(const CheckOptions& options, const Io& io);

void add_check_command(CLI::App& root, const Io& io, int& exit_code);

} // namespace parlor::cli
