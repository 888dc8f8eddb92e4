// The manual (data/parlor-cli.1.in, written by hand) against parlor-cli's own --help: every
// command has its section, every section is a command, every option is mentioned. A command or
// option added to parlor-cli without a word in the manual fails here.

#include "cli_harness.hpp"

#include <doctest/doctest.h>

#include <algorithm>
#include <cctype>
#include <fstream>
#include <set>
#include <sstream>

namespace man_page_test {

using namespace parlor::cli::test;

namespace {

using Path = std::vector<std::string>; // a command's words: {"cribbage", "score"}

std::string join(const Path& path) {
    std::string out;
    for (const std::string& word : path) {
        out += (out.empty() ? "" : " ") + word;
    }
    return out;
}

// The names under "Subcommands:" in CLI11's help: lines indented by exactly two spaces (the
// longer descriptions go on in lines indented further).
std::vector<std::string> subcommands_in(const std::string& help) {
    std::vector<std::string> names;
    bool in_list = false;
    for (const std::string& line : output_lines(help)) {
        if (line == "Subcommands:") {
            in_list = true;
        } else if (line.empty() || line[0] != ' ') {
            in_list = false;
        } else if (in_list && line.size() > 2 && line[1] == ' ' && line[2] != ' ') {
            names.push_back(line.substr(2, line.find(' ', 2) - 2));
        }
    }
    return names;
}

// Every "--name" in the help text.
std::set<std::string> long_options_in(const std::string& help) {
    std::set<std::string> options;
    for (auto at = help.find("--"); at != std::string::npos; at = help.find("--", at + 2)) {
        auto end = at + 2;
        while (end < help.size() && (std::islower(static_cast<unsigned char>(help[end])) ||
                                     help[end] == '-' || help[end] == '_')) {
            ++end;
        }
        if (end > at + 2) {
            options.insert(help.substr(at, end - at));
        }
    }
    return options;
}

struct Commands {
    std::vector<Path> paths;
    std::set<std::string> options;
};

void walk(const Path& path, Commands& found) {
    Path args = path;
    args.push_back("--help");
    const CliResult help = run_cli(args);
    REQUIRE_MESSAGE(help.code == 0, "parlor-cli " << join(args));
    const std::set<std::string> options = long_options_in(help.out);
    found.options.insert(options.begin(), options.end());
    for (const std::string& name : subcommands_in(help.out)) {
        Path sub = path;
        sub.push_back(name);
        found.paths.push_back(sub);
        walk(sub, found);
    }
}

Commands every_command() {
    Commands found;
    walk({}, found);
    return found;
}

// The manual's source with troff's escaped hyphens ("\-") made plain.
std::string manual_text() {
    const std::string path = data_file("../../data/parlor-cli.1.in");
    std::ifstream in(path);
    REQUIRE_MESSAGE(in, "cannot read " << path);
    std::ostringstream text;
    text << in.rdbuf();
    std::string plain;
    const std::string raw = text.str();
    for (std::size_t i = 0; i < raw.size(); ++i) {
        if (raw[i] == '\\' && i + 1 < raw.size() && raw[i + 1] == '-') {
            continue;
        }
        plain += raw[i];
    }
    return plain;
}

// The words of each ".SS" heading: .SS "cribbage score" -> {"cribbage", "score"}.
std::vector<Path> headings_in(const std::string& manual) {
    std::vector<Path> headings;
    for (const std::string& line : output_lines(manual)) {
        if (line.rfind(".SS ", 0) != 0) {
            continue;
        }
        std::istringstream words(line.substr(4));
        Path heading;
        for (std::string word; words >> word;) {
            std::erase(word, '"');
            heading.push_back(word);
        }
        headings.push_back(heading);
    }
    return headings;
}

bool starts_with(const Path& whole, const Path& part) {
    return whole.size() >= part.size() && std::equal(part.begin(), part.end(), whole.begin());
}

// `option` as a whole word of the text: "--a" is not found in "--all".
bool mentions(const std::string& text, const std::string& option) {
    for (auto at = text.find(option); at != std::string::npos; at = text.find(option, at + 1)) {
        const auto end = at + option.size();
        if (end == text.size() ||
            !(std::islower(static_cast<unsigned char>(text[end])) || text[end] == '-')) {
            return true;
        }
    }
    return false;
}

} // namespace

TEST_CASE("reading --help finds the commands and options there are") {
    const Commands found = every_command();
    const auto has = [&](const Path& p) {
        return std::find(found.paths.begin(), found.paths.end(), p) != found.paths.end();
    };
    CHECK(has({"play"}));
    CHECK(has({"play", "cribbage"}));
    CHECK(has({"check"}));
    CHECK(has({"cribbage", "score"}));
    CHECK(has({"fivecrowns", "arrange"}));
    CHECK(found.options.count("--json") == 1);
    CHECK(found.options.count("--seed") == 1);
    CHECK(found.options.count("--hand-only") == 1);
    CHECK(subcommands_in("Subcommands:\n  a  one\n               more\n  b  two\n\nOptions:\n  "
                         "-h,--help  x\n") == std::vector<std::string>{"a", "b"});
    CHECK(mentions("x --all y", "--all"));
    CHECK_FALSE(mentions("x --all y", "--a"));
}

TEST_CASE("the manual has a section for every command parlor-cli --help lists") {
    const std::vector<Path> headings = headings_in(manual_text());
    for (const Path& command : every_command().paths) {
        const bool covered = std::any_of(headings.begin(), headings.end(),
                                         [&](const Path& h) { return starts_with(h, command); });
        CHECK_MESSAGE(covered, "parlor-cli " << join(command)
                                             << " has no section in data/parlor-cli.1.in: add "
                                                "a .SS heading of its words");
    }
}

TEST_CASE("every section of the manual is a command of parlor-cli") {
    const std::vector<Path> commands = every_command().paths;
    for (const Path& heading : headings_in(manual_text())) {
        const bool real = std::find(commands.begin(), commands.end(), heading) != commands.end();
        CHECK_MESSAGE(real, "data/parlor-cli.1.in has a section \"" << join(heading)
                                                                    << "\" that parlor-cli "
                                                                       "--help does not list");
    }
}

TEST_CASE("the manual mentions every option of every command") {
    const std::string manual = manual_text();
    for (const std::string& option : every_command().options) {
        CHECK_MESSAGE(mentions(manual, option), "data/parlor-cli.1.in does not mention " << option);
    }
}

} // namespace man_page_test
