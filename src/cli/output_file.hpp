#pragma once
// The files a command writes beside its output (play --log, simulate --log): a record is never
// written over a file that is already there unless --force says so (a slip of --log for --load
// would destroy the save), and a record that could not be written in full is said, never
// silently left short.

#include <fstream>
#include <optional>
#include <string>

namespace parlor::cli {

// Opens `out` on `path` for a new output, or nothing and one line: "FILE: exists (use --force to
// replace it)" when `path` is there and `replace` is false (nothing is opened, so nothing is
// truncated), "FILE: cannot be written (REASON)" when it cannot be opened.
std::optional<std::string> open_output_file(const std::string& path, bool replace,
                                            std::ofstream& out);

// Flushes and closes `out`; one line when a write to it failed at any time since it was opened:
// "FILE: could not be written in full (REASON)".
std::optional<std::string> close_output_file(const std::string& path, std::ofstream& out);

} // namespace parlor::cli
