#pragma once
// The standard input of the tools that read one item a line (`fivecrowns arrange`,
// `cribbage score`): blank lines and `#` comments are skipped, and a line that cannot be read is
// reported as "stdin:LINE: problem" without stopping the others.

#include "cli/io.hpp"

#include <functional>
#include <string>

namespace parlor::cli {

// Calls `handle(text, error)` with each trimmed line to read; it returns false, with the error,
// for a line it refuses. exit_ok, or exit_bad_input once any line was refused.
int for_each_input_line(
    const Io& io, const std::function<bool(const std::string& text, std::string& error)>& handle);

} // namespace parlor::cli
