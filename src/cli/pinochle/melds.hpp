#pragma once
// `parlor-cli pinochle melds`: the best legal new meld of hands read from standard input.

#include "cli/io.hpp"

namespace parlor::cli::pinochle_cli {

// Reads lines "TRUMP | HAND | MELDS" (TRUMP a suit letter, HAND the unmelded cards, MELDS empty
// or written as a save file's "Melds:" line) and prints per line "POINTS<TAB>NAME<TAB>CARDS" for
// the best legal new meld, or "0<TAB>none<TAB>-". A malformed line: "stdin:LINE: problem" on
// io.err, exit 1 at the end.
int run_melds(const Io& io);

} // namespace parlor::cli::pinochle_cli
