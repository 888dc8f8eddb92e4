#pragma once
// Running parlor-cli in-process: arguments and standard input in, exit code and both output
// streams out.

#include "cli/cli.hpp"

#include <filesystem>
#include <fstream>
#include <functional>
#include <optional>
#include <sstream>
#include <streambuf>
#include <string>
#include <unistd.h>
#include <utility>
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

// tests/data/NAME (defined in cli_harness.cpp, the one file given the folder's path).
std::string data_file(const std::string& name);

// A file's whole text (empty if it cannot be read).
inline std::string read_text(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
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

// The screen: keeps what was written so a player can read the last question.
class Screen : public std::streambuf {
  public:
    const std::string& text() const { return text_; }

  protected:
    int_type overflow(int_type c) override {
        if (c != traits_type::eof()) {
            text_ += static_cast<char>(c);
        }
        return traits_type::not_eof(c);
    }
    std::streamsize xsputn(const char* s, std::streamsize n) override {
        text_.append(s, static_cast<std::size_t>(n));
        return n;
    }

  private:
    std::string text_;
};

// A patient player who answers each question as it comes: `answer(question)` is the line to
// type (the question is the screen's last, unfinished line), or nothing to end the input.
class AnsweringPlayer : public std::streambuf {
  public:
    using Answer = std::function<std::optional<std::string>(const std::string& question)>;
    AnsweringPlayer(const Screen& screen, Answer answer)
        : screen_(screen), answer_(std::move(answer)) {}
    int answers = 0;

  protected:
    int_type underflow() override {
        const std::string& text = screen_.text();
        const auto line = answer_(text.substr(text.rfind('\n') + 1));
        if (!line) {
            return traits_type::eof();
        }
        line_ = *line + "\n";
        ++answers;
        setg(line_.data(), line_.data(), line_.data() + line_.size());
        return traits_type::to_int_type(line_.front());
    }

  private:
    const Screen& screen_;
    Answer answer_;
    std::string line_;
};

// A player's answers by the question: the line of the first (words, line) pair whose words the
// question holds; nothing (the end of the input) for any other question.
inline AnsweringPlayer::Answer
answers_by_question(std::vector<std::pair<std::string, std::string>> answers) {
    return
        [answers = std::move(answers)](const std::string& question) -> std::optional<std::string> {
            for (const auto& [words, line] : answers) {
                if (question.find(words) != std::string::npos) {
                    return line;
                }
            }
            return std::nullopt;
        };
}

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
