#pragma once
// BSD cribbage running on a pseudo-terminal: its output feeds a TerminalScreen, our answers are
// typed into it, and we know it is waiting for us when the kernel shows it blocked reading its
// standard input (/proc/PID/syscall), so no timing guesses are needed.

#include "terminal_screen.hpp"

#include <string>
#include <string_view>
#include <sys/types.h>
#include <vector>

namespace parlor::bsd_cribbage {

struct LaunchOptions {
    std::string program;                // a copy of /usr/games/cribbage without its setgid bit
    std::vector<std::string> arguments; // "-q", "-r"
    std::string preload;                // the time shim, for LD_PRELOAD
    long long fixed_time = 0;           // what time() returns inside the program
};

class BsdProcess {
  public:
    explicit BsdProcess(const LaunchOptions& options); // throws std::runtime_error
    ~BsdProcess();
    BsdProcess(const BsdProcess&) = delete;
    BsdProcess& operator=(const BsdProcess&) = delete;

    // Reads output until the program waits for input (true) or has exited (false).
    bool wait_for_prompt();
    void type(std::string_view keys);
    const TerminalScreen& screen() const { return screen_; }
    const std::string& transcript() const { return transcript_; } // all output so far

  private:
    bool drain(int timeout_ms); // true when something was read
    bool blocked_reading_stdin() const;
    long long read_calls() const; // read system calls made so far (/proc/PID/io)

    pid_t pid_ = -1;
    int master_ = -1;
    bool exited_ = false;
    TerminalScreen screen_{24, 80};
    std::string transcript_;
};

} // namespace parlor::bsd_cribbage
