#pragma once
// Running parlor-cli in-process: arguments and standard input in, exit code and both output
// streams out.

#include "cli/cli.hpp"

#include <filesystem>
#include <sstream>
#include <string>
#include <unistd.h>
#include <vector>

namespace parlor::cli::test {

struct CliResult {
    int code = -1;
    std::string out;
    std::string err;
};

inline CliResult run_cli(const std::vector<std::string>& args, const std::string& input = "") {
    std::istringstream in(input);
    std::ostringstream out;
    std::ostringstream err;
    const Io io{in, out, err, false, true};
    const int code = run(args, io);
    return {code, out.str(), err.str()};
}

inline std::string data_file(const std::string& name) {
    return std::string(PARLOR_TEST_DATA) + "/" + name;
}

// A fresh path in the temporary directory, removed when the test ends.
class TempFile {
  public:
    explicit TempFile(const std::string& name)
        : path_(std::filesystem::temp_directory_path() /
                ("parlor_cli_test_" + std::to_string(::getpid()) + "_" + name)) {
        std::filesystem::remove(path_);
    }
    ~TempFile() {
        std::error_code ignored;
        std::filesystem::remove(path_, ignored);
    }
    TempFile(const TempFile&) = delete;
    TempFile& operator=(const TempFile&) = delete;
    std::string path() const { return path_.string(); }

  private:
    std::filesystem::path path_;
};

// The text's lines, without their '\n'.
inline std::vector<std::string> output_lines(const std::string& text) {
    std::vector<std::string> lines;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) {
        lines.push_back(line);
    }
    return lines;
}

inline int count_of(const std::string& text, const std::string& part) {
    int count = 0;
    for (auto at = text.find(part); at != std::string::npos; at = text.find(part, at + 1)) {
        ++count;
    }
    return count;
}

} // namespace parlor::cli::test
