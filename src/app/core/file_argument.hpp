#pragma once
// A file named on the window's command line (--load, --replay), checked before the window opens.
// CLI11's ExistingFile said "does not exist" of a loop of symbolic links, of a file without read
// permission and of a missing one alike; this says which it is.

#include <string>

namespace parlor::app {

// Nothing (empty) when `path` names something that can be tried as a file; else one line naming
// it: "PATH: does not exist", "PATH: is a loop of symbolic links (Too many levels of symbolic
// links)", "PATH: is a folder, not a file", "PATH: cannot be read (Permission denied)".
std::string file_argument_problem(const std::string& path);

} // namespace parlor::app
