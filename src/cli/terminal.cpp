#include "cli/terminal.hpp"

#include "parlor/cards/text_format.hpp"

#include <istream>
#include <ostream>

namespace parlor::cli {

std::string Prompter::ask(std::string_view question) {
    for (;;) {
        io_.out << question << std::flush;
        std::string line;
        if (!std::getline(io_.in, line)) {
            io_.out << '\n';
            throw EndOfInput{};
        }
        std::string answer = cards::trim(line);
        if (io_.echo_input) {
            io_.out << answer << '\n';
        }
        if (normalise_answer(answer) != "why") {
            return answer;
        }
        if (details_.empty()) {
            io_.out << "  Nothing more to tell of the computer's last move.\n";
        }
        for (const std::string& detail : details_) {
            io_.out << "    " << detail << '\n';
        }
    }
}

bool Prompter::ask_yes_no(std::string_view question) {
    return ask_until<bool>(question, [](const std::string& answer, std::string& complaint) {
        const std::string word = normalise_answer(answer);
        if (is_one_of(word, {"y", "yes"})) {
            return std::optional<bool>(true);
        }
        if (is_one_of(word, {"n", "no"})) {
            return std::optional<bool>(false);
        }
        complaint = "Please answer yes or no.";
        return std::optional<bool>();
    });
}

void Prompter::complain(std::string_view complaint) {
    if (!complaint.empty()) { // a reader that printed something itself (help) has no complaint
        io_.out << "  " << complaint << '\n';
    }
}

std::string normalise_answer(std::string_view answer) {
    std::string out;
    bool gap = false;
    for (char c : cards::to_lower(cards::trim(answer))) {
        if (c == ' ' || c == '\t') {
            gap = true;
            continue;
        }
        if (gap && !out.empty()) {
            out += ' ';
        }
        gap = false;
        out += c;
    }
    return out;
}

bool is_one_of(std::string_view answer, const std::vector<std::string_view>& words) {
    for (std::string_view word : words) {
        if (answer == word) {
            return true;
        }
    }
    return false;
}

std::string wrap_words(const std::vector<std::string>& words, std::size_t per_line,
                       std::size_t indent) {
    std::string out;
    for (std::size_t i = 0; i < words.size(); ++i) {
        if (i > 0) {
            if (i % per_line == 0) {
                out += '\n';
                out.append(indent, ' ');
            } else {
                out += ' ';
            }
        }
        out += words[i];
    }
    return out;
}

} // namespace parlor::cli
