#pragma once
// parlor-cli as a function: the arguments (without the program name) and the streams in, the
// exit code out. main() is a thin wrapper around it; the tests call it directly.

#include "cli/io.hpp"

#include <string>
#include <vector>

namespace parlor::cli {

int run(const std::vector<std::string>& args, const Io& io);

} // namespace parlor::cli
