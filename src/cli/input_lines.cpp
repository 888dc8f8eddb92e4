#include "cli/input_lines.hpp"

#include "parlor/cards/text_format.hpp"

#include <istream>
#include <ostream>

namespace parlor::cli {

int for_each_input_line(
    const Io& io, const std::function<bool(const std::string& text, std::string& error)>& handle) {
    int code = exit_ok;
    std::string line;
    for (int number = 1; std::getline(io.in, line); ++number) {
        const std::string text = cards::trim(line);
        if (text.empty() || text.front() == '#') {
            continue;
        }
        std::string error;
        if (!handle(text, error)) {
            io.err << "stdin:" << number << ": " << error << '\n';
            code = exit_bad_input;
        }
    }
    return code;
}

} // namespace parlor::cli
