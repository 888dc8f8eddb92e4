#include "cli/warning_line.hpp"

namespace parlor::cli {

std::string warning_line(const std::string& warning, const std::string& file,
                         const std::string& prefix) {
    const std::size_t digits = file.size() + 1;
    if (!file.empty() && warning.rfind(file + ":", 0) == 0) {
        const std::size_t colon = warning.find(':', digits);
        if (colon != std::string::npos && colon > digits &&
            warning.find_first_not_of("0123456789", digits) == colon) {
            return warning.substr(0, colon) + ": warning:" + warning.substr(colon + 1);
        }
    }
    return prefix + warning;
}

} // namespace parlor::cli
