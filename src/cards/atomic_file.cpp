#include "parlor/cards/atomic_file.hpp"

#include "parlor/cards/save_file_read.hpp"

#include <atomic>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>

#include <fcntl.h>
#include <unistd.h>

namespace parlor::cards {

namespace {
std::atomic<int> injected_write_error{0};
} // namespace

void fail_atomic_writes_for_tests(int error) {
    injected_write_error = error;
}

std::optional<std::string> write_file_atomically(const std::string& path,
                                                 std::string_view content) {
    namespace fs = std::filesystem;
    if (const int injected = injected_write_error.load(); injected != 0) {
        return "cannot write " + path + ": " + std::strerror(injected);
    }
    const fs::path target(path);
    fs::path temp = target;
    temp += ".tmp-" + std::to_string(::getpid());

    const int fd = ::open(temp.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    if (fd < 0) {
        return "cannot write " + path + ": " + std::strerror(errno);
    }
    std::size_t written = 0;
    while (written < content.size()) {
        const ssize_t n = ::write(fd, content.data() + written, content.size() - written);
        if (n < 0) {
            if (errno == EINTR) {
                continue;
            }
            const std::string reason = std::strerror(errno);
            ::close(fd);
            ::unlink(temp.c_str());
            return "cannot write " + path + ": " + reason;
        }
        written += static_cast<std::size_t>(n);
    }
    const bool synced = ::fsync(fd) == 0;
    const int sync_errno = errno;
    const bool closed = ::close(fd) == 0;
    if (!synced || !closed) {
        const std::string reason = std::strerror(synced ? errno : sync_errno);
        ::unlink(temp.c_str());
        return "cannot write " + path + ": " + reason;
    }
    std::error_code ec;
    fs::rename(temp, target, ec);
    if (ec) {
        ::unlink(temp.c_str());
        return "cannot write " + path + ": " + ec.message();
    }
    return std::nullopt;
}

std::optional<std::string> read_whole_file(const std::string& path, std::string& error) {
    // Settings, statistics and unfinished games are bounded like a save: never a pipe nor a
    // device (/dev/zero took 6.6 GB in 3 s, a FIFO kept the window from ever opening).
    return read_save_file(path, error, save_file_limit, "a data file");
}

} // namespace parlor::cards
