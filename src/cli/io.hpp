#pragma once
// The streams a command talks through. main() passes the process's own; tests pass strings.

#include <iosfwd>

namespace parlor::cli {

struct Io {
    std::istream& in;
    std::ostream& out;
    std::ostream& err;
    // Progress lines go to `err` only when it is a terminal (never into a log or a pipe).
    bool err_is_terminal = false;
    // When the answers come from a pipe or a file they do not show on screen; echoing them
    // after each question keeps a transcript readable.
    bool echo_input = false;
    // `play --force`: a save may replace a file that is already there (else it is refused, so
    // that a mistyped name never destroys another game or an unrelated file).
    bool replace_files = false;
};

// Exit codes of every command.
inline constexpr int exit_ok = 0;
inline constexpr int exit_bad_input = 1;

} // namespace parlor::cli
