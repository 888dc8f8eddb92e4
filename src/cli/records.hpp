#pragma once
// `parlor-cli replay RECORD --check` and `parlor-cli review RECORD [--game N] [--seat S]
// [--json]`: a game record (docs/records.md) replayed through the rules, and the expert's review
// of one seat in one of its games. The record's start line names its game.

#include "cli/io.hpp"

namespace CLI {
class App;
}

namespace parlor::cli {

void add_record_commands(CLI::App& root, const Io& io, int& exit_code);

} // namespace parlor::cli
