#include "bsd_process.hpp"

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <poll.h>
#include <pty.h>
#include <signal.h>
#include <stdexcept>
#include <sys/wait.h>
#include <termios.h>
#include <unistd.h>

namespace parlor::bsd_cribbage {

BsdProcess::BsdProcess(const LaunchOptions& options) {
    winsize size{};
    size.ws_row = static_cast<unsigned short>(screen_.rows());
    size.ws_col = static_cast<unsigned short>(screen_.cols());
    pid_ = forkpty(&master_, nullptr, nullptr, &size);
    if (pid_ < 0) {
        throw std::runtime_error(std::string("forkpty: ") + std::strerror(errno));
    }
    if (pid_ == 0) {
        setenv("TERM", "vt100", 1);
        setenv("LINES", "24", 1);
        setenv("COLUMNS", "80", 1);
        setenv("LD_PRELOAD", options.preload.c_str(), 1);
        setenv("PARLOR_FIXED_TIME", std::to_string(options.fixed_time).c_str(), 1);
        std::vector<char*> argv;
        argv.push_back(const_cast<char*>(options.program.c_str()));
        for (const std::string& argument : options.arguments) {
            argv.push_back(const_cast<char*>(argument.c_str()));
        }
        argv.push_back(nullptr);
        execv(options.program.c_str(), argv.data());
        _exit(127);
    }
}

BsdProcess::~BsdProcess() {
    if (!exited_ && pid_ > 0) {
        kill(pid_, SIGTERM);
    }
    if (master_ >= 0) {
        close(master_);
    }
    if (pid_ > 0) {
        waitpid(pid_, nullptr, 0);
    }
}

bool BsdProcess::drain(int timeout_ms) {
    bool got = false;
    while (true) {
        pollfd fd{master_, POLLIN, 0};
        if (poll(&fd, 1, got ? 0 : timeout_ms) <= 0 || !(fd.revents & (POLLIN | POLLHUP))) {
            return got;
        }
        char buffer[4096];
        const ssize_t n = read(master_, buffer, sizeof buffer);
        if (n <= 0) {
            exited_ = true; // EIO once the program has closed the terminal
            return got;
        }
        const std::string_view bytes(buffer, static_cast<std::size_t>(n));
        screen_.feed(bytes);
        transcript_.append(bytes);
        got = true;
    }
}

bool BsdProcess::blocked_reading_stdin() const {
    std::ifstream file("/proc/" + std::to_string(pid_) + "/syscall");
    std::string number;
    std::string fd;
    file >> number >> fd;
    return number == "0" && fd == "0x0"; // read(0, ...) on x86-64
}

bool BsdProcess::wait_for_prompt() {
    for (int idle = 0; idle < 5000; ++idle) {
        if (drain(2)) {
            idle = 0;
            continue;
        }
        if (exited_) {
            return false;
        }
        int status = 0;
        if (waitpid(pid_, &status, WNOHANG) == pid_) {
            exited_ = true;
            drain(0);
            pid_ = -1;
            return false;
        }
        if (blocked_reading_stdin()) {
            drain(0); // what it wrote before the read is all in the terminal now
            return true;
        }
    }
    throw std::runtime_error("BSD cribbage neither asked for input nor exited for 10 s");
}

void BsdProcess::type(std::string_view keys) {
    const long long reads_before = read_calls();
    const std::size_t count = keys.size();
    while (!keys.empty()) {
        const ssize_t n = write(master_, keys.data(), keys.size());
        if (n <= 0) {
            throw std::runtime_error(std::string("writing to the terminal: ") +
                                     std::strerror(errno));
        }
        keys.remove_prefix(static_cast<std::size_t>(n));
    }
    // The program reads its terminal a character at a time: the keys are taken once it has made
    // that many more read calls. Only then is a blocked read a new prompt.
    const long long target = reads_before + static_cast<long long>(count);
    for (int i = 0; i < 50000; ++i) {
        const long long now = read_calls();
        if (now < 0 || now >= target) {
            return;
        }
        drain(0);
        usleep(100);
    }
}

long long BsdProcess::read_calls() const {
    std::ifstream file("/proc/" + std::to_string(pid_) + "/io");
    std::string key;
    long long value = 0;
    while (file >> key >> value) {
        if (key == "syscr:") {
            return value;
        }
    }
    return -1;
}

} // namespace parlor::bsd_cribbage
