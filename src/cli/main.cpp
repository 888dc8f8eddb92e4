// parlor-cli: the process around parlor::cli::run. Nothing escapes it: any exception becomes a
// message and exit code 1.

#include "cli/cli.hpp"

#include "parlor/cards/text_as_data.hpp"

#include <exception>
#include <iostream>
#include <unistd.h>

int main(int argc, char** argv) {
    try {
        std::ios::sync_with_stdio(false);
        const std::vector<std::string> args(argv + 1, argv + argc);
        const parlor::cli::Io io{std::cin, std::cout, std::cerr, isatty(STDERR_FILENO) != 0,
                                 isatty(STDIN_FILENO) == 0};
        const int code = parlor::cli::run(args, io);
        std::cout.flush();
        return code;
    } catch (const std::exception& error) {
        std::cerr << "parlor-cli: " << parlor::cards::printable(error.what()) << '\n';
    } catch (...) {
        std::cerr << "parlor-cli: unexpected error\n";
    }
    return parlor::cli::exit_bad_input;
}
