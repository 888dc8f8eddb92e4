#pragma once
// Questions and answers in a terminal. Every answer is a trimmed line; a question is asked
// again, with the reason, until the answer is acceptable. When the input ends, the question
// throws EndOfInput so the command can stop cleanly instead of asking forever.

#include "cli/io.hpp"

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace parlor::cli {

struct EndOfInput {};

class Prompter {
  public:
    explicit Prompter(const Io& io) : io_(io) {}

    // Prints the question, reads one line (trimmed). Throws EndOfInput at the end of the input.
    // "why" is answered here, at any question: the details kept of the computer's last move.
    std::string ask(std::string_view question);

    // The details of the computer's last move (its reasons after the first line), told on "why".
    void keep_details(std::vector<std::string> details) { details_ = std::move(details); }

    // Asks until `read` accepts the answer. `read` returns the value, or nothing and sets the
    // complaint, which is printed before the question comes again.
    template <class T>
    T ask_until(std::string_view question,
                const std::function<std::optional<T>(const std::string& answer,
                                                     std::string& complaint)>& read) {
        for (;;) {
            const std::string answer = ask(question);
            std::string complaint;
            if (std::optional<T> value = read(answer, complaint)) {
                return *value;
            }
            complain(complaint);
        }
    }

    bool ask_yes_no(std::string_view question);

    void complain(std::string_view complaint);

  private:
    const Io& io_;
    std::vector<std::string> details_;
};

// Lower case, inner blanks collapsed: "  Draw   Pile " -> "draw pile".
std::string normalise_answer(std::string_view answer);

// True when `answer` (normalised) is one of `words`.
bool is_one_of(std::string_view answer, const std::vector<std::string_view>& words);

// Cards laid out over several lines of at most `per_line` words, each line after the first
// indented by `indent` spaces.
std::string wrap_words(const std::vector<std::string>& words, std::size_t per_line,
                       std::size_t indent);

} // namespace parlor::cli
