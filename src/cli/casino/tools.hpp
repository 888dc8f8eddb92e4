#pragma once
// `parlor-cli casino captures`: the capture enumeration of the Casino library on the command line.

#include "cli/io.hpp"

namespace parlor::cli::casino_cli {

// Standard input, one line each: "CARD | TABLE", the played card then the table in the save
// file's notation (builds in brackets). Prints per line "N<TAB>CARDS": the most table cards one
// capture with that card takes (cards inside captured builds count) and those cards, or "0<TAB>-"
// when it captures nothing. Errors "stdin:LINE: problem"; exit 1 at the end if any line was bad.
int run_captures(const Io& io);

} // namespace parlor::cli::casino_cli
