#pragma once
// How the terminal prints a loaded file's warning: one at a line of the file, "FILE:LINE:
// problem", as compilers print theirs, "FILE:LINE: warning: problem" (check, advise and play
// alike); one about the whole file with `prefix` ("warning: FILE: problem").

#include <string>

namespace parlor::cli {

std::string warning_line(const std::string& warning, const std::string& file,
                         const std::string& prefix = "warning: ");

} // namespace parlor::cli
