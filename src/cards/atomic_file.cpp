#include "parlor/cards/atomic_file.hpp"

#include "parlor/cards/save_file_read.hpp"
#include "parlor/cards/text_as_data.hpp"

#include <atomic>
#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <optional>
#include <string_view>
#include <vector>

#include <fcntl.h>
#include <sys/types.h>
#include <unistd.h>

namespace parlor::cards {

namespace {
std::atomic<int> injected_write_error{0};
// Between a target's name and its writer's process id, in the temporary file's name.
constexpr std::string_view temporary_mark = ".tmp-";
} // namespace

void fail_atomic_writes_for_tests(int error) {
    injected_write_error = error;
}

std::optional<std::string> write_file_atomically(const std::string& path,
                                                 std::string_view content) {
    namespace fs = std::filesystem;
    if (const int injected = injected_write_error.load(); injected != 0) {
        return "cannot write " + printable(path) + ": " + std::strerror(injected);
    }
    const fs::path target(path);
    fs::path temp = target;
    temp += std::string(temporary_mark) + std::to_string(::getpid());

    const int fd = ::open(temp.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    if (fd < 0) {
        return "cannot write " + printable(path) + ": " + std::strerror(errno);
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
            return "cannot write " + printable(path) + ": " + reason;
        }
        written += static_cast<std::size_t>(n);
    }
    const bool synced = ::fsync(fd) == 0;
    const int sync_errno = errno;
    const bool closed = ::close(fd) == 0;
    if (!synced || !closed) {
        const std::string reason = std::strerror(synced ? errno : sync_errno);
        ::unlink(temp.c_str());
        return "cannot write " + printable(path) + ": " + reason;
    }
    std::error_code ec;
    fs::rename(temp, target, ec);
    if (ec) {
        ::unlink(temp.c_str());
        return "cannot write " + printable(path) + ": " + ec.message();
    }
    return std::nullopt;
}

namespace {

// The writer's process id of a temporary file's name ("settings.json.tmp-4242"): nothing for any
// other name.
std::optional<pid_t> writer_of(const std::string& name) {
    const std::size_t mark = name.rfind(temporary_mark);
    if (mark == std::string::npos || mark == 0) {
        return std::nullopt;
    }
    const std::string digits = name.substr(mark + temporary_mark.size());
    // A pid_t holds 9 digits at least; Linux's largest is 4194304.
    if (digits.empty() || digits.size() > 9 || digits.front() == '0' ||
        digits.find_first_not_of("0123456789") != std::string::npos) {
        return std::nullopt;
    }
    return static_cast<pid_t>(std::stol(digits));
}

// Whether a process of that id runs (or one of another user: then it is not ours to judge).
bool running(pid_t pid) {
    return ::kill(pid, 0) == 0 || errno != ESRCH;
}

} // namespace

std::vector<std::string> remove_abandoned_temporaries(const std::string& folder) {
    namespace fs = std::filesystem;
    std::vector<std::string> deleted;
    std::error_code ec;
    for (const fs::directory_entry& entry : fs::directory_iterator(folder, ec)) {
        std::error_code kind;
        const fs::file_status status = entry.symlink_status(kind);
        const auto pid = writer_of(entry.path().filename().string());
        if (!fs::is_regular_file(status) || !pid || running(*pid)) {
            continue;
        }
        if (fs::remove(entry.path(), kind)) {
            deleted.push_back(entry.path().string());
        }
    }
    return deleted;
}

std::optional<std::string> read_whole_file(const std::string& path, std::string& error) {
    // Settings, statistics and unfinished games are bounded like a save: never a pipe nor a
    // device (/dev/zero took 6.6 GB in 3 s, a FIFO kept the window from ever opening).
    return read_save_file(path, error, save_file_limit, "a data file");
}

} // namespace parlor::cards
