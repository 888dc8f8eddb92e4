#include "parlor/cards/save_file_read.hpp"

#include "parlor/cards/text_as_data.hpp"
#include "parlor/cards/text_format.hpp"

#include <algorithm>
#include <cerrno>
#include <cstring>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

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
    return printable(path) + ": " + size + "too large for " + std::string(what) +
           " (the limit is " + limit_text(limit) + ")";
}

// Closes the file however the read ends.
struct Closer {
    int fd;
    explicit Closer(int file) : fd(file) {}
    Closer(const Closer&) = delete;
    Closer& operator=(const Closer&) = delete;
    ~Closer() { ::close(fd); }
};

} // namespace

std::optional<std::string> read_save_file(const std::string& path, std::string& error,
                                          std::uintmax_t limit, std::string_view what) {
    // O_NONBLOCK: opening a FIFO that nobody writes would wait for a writer for ever (the window
    // never opened, deaf to SIGTERM). Whatever is not a plain file is refused below by fstat.
    const int fd = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
    if (fd < 0) {
        error = printable(path) + ": cannot be read (" + std::strerror(errno) + ")";
        return std::nullopt;
    }
    const Closer closer{fd};
    struct stat status {};
    if (::fstat(fd, &status) != 0) {
        error = printable(path) + ": cannot be read (" + std::strerror(errno) + ")";
        return std::nullopt;
    }
    if (S_ISDIR(status.st_mode)) {
        error = printable(path) + ": is a folder, not a file";
        return std::nullopt;
    }
    // A device (/dev/zero never ends), a pipe or a socket has no size to check first.
    if (!S_ISREG(status.st_mode)) {
        error = printable(path) +
                ": is not a plain file (a pipe, a device or a socket); only files are read";
        return std::nullopt;
    }
    // The size is known before a byte is read: the big file is refused at once, and a small one
    // needs no buffer of the limit's size.
    const auto size = static_cast<std::uintmax_t>(status.st_size);
    if (size > limit) {
        error = too_large(path, std::to_string(size) + " bytes, ", limit, what);
        return std::nullopt;
    }
    // Never more than the limit, whatever the size said (a file still growing): one byte past it
    // at most, to know that there is more.
    std::string text;
    text.reserve(static_cast<std::size_t>(size) + 1);
    char piece[65536];
    while (text.size() <= limit) {
        const ssize_t n = ::read(fd, piece, sizeof piece);
        if (n < 0 && errno == EINTR) {
            continue;
        }
        if (n < 0) {
            error = printable(path) + ": cannot be read (" + std::strerror(errno) + ")";
            return std::nullopt;
        }
        if (n == 0) {
            break;
        }
        const auto room = static_cast<std::size_t>(limit) + 1 - text.size();
        text.append(piece, std::min(room, static_cast<std::size_t>(n)));
    }
    if (text.size() > limit) {
        error = too_large(path, "", limit, what);
        return std::nullopt;
    }
    // The one place the byte order mark rule is applied (docs/records.md, "Encoding"): every
    // file of every game, save or record, comes off the disk here, so the readers never see one.
    if (const std::size_t mark = text.size() - without_bom(text).size(); mark != 0) {
        text.erase(0, mark);
    }
    return text;
}

} // namespace parlor::cards
