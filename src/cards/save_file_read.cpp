#include "parlor/cards/save_file_read.hpp"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>

namespace parlor::cards {

namespace {

// "1 MiB" for the limit the program uses, bytes for any other (tests choose small ones).
std::string limit_text(std::uintmax_t limit) {
    if (limit % save_file_limit == 0) {
        return std::to_string(limit / save_file_limit) + " MiB";
    }
    return std::to_string(limit) + " bytes";
}

// `size` is "220200960 bytes, " when known.
std::string too_large(const std::string& path, const std::string& size, std::uintmax_t limit,
                      std::string_view what) {
    return path + ": " + size + "too large for " + std::string(what) + " (the limit is " +
           limit_text(limit) + ")";
}

} // namespace

std::optional<std::string> read_save_file(const std::string& path, std::string& error,
                                          std::uintmax_t limit, std::string_view what) {
    namespace fs = std::filesystem;
    std::error_code ec;
    const fs::file_status status = fs::status(path, ec);
    if (fs::is_directory(status)) {
        error = path + ": is a folder, not a file";
        return std::nullopt;
    }
    // A regular file's size is known before a byte is read: the big file is refused at once,
    // and a small one needs no buffer of the limit's size.
    std::uintmax_t expected = limit;
    if (fs::is_regular_file(status)) {
        const std::uintmax_t size = fs::file_size(path, ec);
        if (!ec && size > limit) {
            error = too_large(path, std::to_string(size) + " bytes, ", limit, what);
            return std::nullopt;
        }
        if (!ec) {
            expected = size;
        }
    }
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        error = path + ": cannot be read (" + std::strerror(errno) + ")";
        return std::nullopt;
    }
    // Whatever the size said (a pipe, a device, a file still growing), never hold more than the
    // limit: read in pieces, one byte past it at most, to know that there is more.
    std::string text;
    text.reserve(static_cast<std::size_t>(expected) + 1);
    char piece[65536];
    while (text.size() <= limit) {
        in.read(piece, sizeof piece);
        if (in.gcount() <= 0) {
            break;
        }
        const auto room = static_cast<std::size_t>(limit) + 1 - text.size();
        text.append(piece, std::min(room, static_cast<std::size_t>(in.gcount())));
    }
    if (in.bad()) {
        error = path + ": cannot be read (" + std::strerror(errno) + ")";
        return std::nullopt;
    }
    if (text.size() > limit) {
        error = too_large(path, "", limit, what);
        return std::nullopt;
    }
    return text;
}

} // namespace parlor::cards
