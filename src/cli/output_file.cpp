#include "cli/output_file.hpp"

#include "parlor/cards/text_as_data.hpp"

#include <cerrno>
#include <cstring>
#include <filesystem>

namespace parlor::cli {

std::optional<std::string> open_output_file(const std::string& path, bool replace,
                                            std::ofstream& out) {
    // symlink_status: a link to nowhere is there too (opening it would create its target).
    std::error_code ec;
    if (!replace && std::filesystem::exists(std::filesystem::symlink_status(path, ec))) {
        return cards::printable(path) + ": exists (use --force to replace it)";
    }
    errno = 0;
    out.open(path, std::ios::binary | std::ios::trunc);
    if (!out) {
        return cards::printable(path) + ": cannot be written (" +
               (errno != 0 ? std::strerror(errno) : "cannot open it") + ")";
    }
    return std::nullopt;
}

std::optional<std::string> close_output_file(const std::string& path, std::ofstream& out) {
    // A stream that failed once stays failed: the error of any earlier line shows here. The
    // reason is the last write's when it is this flush that fails; an earlier one's is gone.
    errno = 0;
    const bool written = static_cast<bool>(out.flush());
    const int reason = errno;
    out.close();
    if (!written || !out) {
        return cards::printable(path) + ": could not be written in full" +
               (reason != 0 ? " (" + std::string(std::strerror(reason)) + ")" : std::string());
    }
    return std::nullopt;
}

} // namespace parlor::cli
