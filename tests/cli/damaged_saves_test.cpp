// A damaged save (truncated, a key misspelled) is named by its line by `check` as by `play
// --load`, for every game; and a save of one game loaded as another says what it is.

#include "cli_harness.hpp"

#include <doctest/doctest.h>

#include <fstream>
#include <sstream>

namespace damaged_saves_test {

using namespace parlor::cli::test;

namespace {

// The first `lines` lines of a text: a file cut short.
std::string first_lines(const std::string& text, int lines) {
    std::size_t end = 0;
    for (int i = 0; i < lines; ++i) {
        const std::size_t newline = text.find('\n', end);
        if (newline == std::string::npos) {
            return text;
        }
        end = newline + 1;
    }
    return text.substr(0, end);
}

std::string replaced(std::string text, const std::string& from, const std::string& to) {
    const std::size_t at = text.find(from);
    REQUIRE_MESSAGE(at != std::string::npos, from);
    return text.replace(at, from.size(), to);
}

struct Damaged {
    std::string game; // the id `play` takes
    std::string what;
    std::string text;
    int line; // where the problem is
};

std::vector<Damaged> damaged_saves() {
    const std::string fivecrowns = read_text(data_file("fivecrowns/brief_example.txt"));
    const std::string cribbage = read_text(data_file("cribbage/documented_example.txt"));
    const std::string pinochle = read_text(data_file("pinochle/documented_example.txt"));
    const std::string casino = read_text(data_file("casino/spec_example.txt"));
    const std::string cruno = read_text(data_file("cruno/documented_example.txt"));
    return {
        {"fivecrowns", "cut after the Computer", first_lines(fivecrowns, 6), 5},
        {"fivecrowns", "Draw Plie", replaced(fivecrowns, "Draw Pile:", "Draw Plie:"), 11},
        {"cribbage", "cut after the Human", first_lines(cribbage, 9), 9},
        {"cribbage", "Gmae", replaced(cribbage, "Game:", "Gmae:"), 1},
        {"pinochle", "cut before the trump card", first_lines(pinochle, 14), 13},
        {"pinochle", "Trump Crad", replaced(pinochle, "Trump Card:", "Trump Crad:"), 15},
        {"casino", "cut before the table", first_lines(casino, 11), 11},
        {"casino", "Tabel", replaced(casino, "Table:", "Tabel:"), 13},
        {"cruno", "cut in the first seat", first_lines(cruno, 12), 12},
        {"cruno", "Gmae", replaced(cruno, "Game:", "Gmae:"), 1},
    };
}

} // namespace

TEST_CASE("check names the line of a truncated or misspelled save of every game") {
    for (const Damaged& save : damaged_saves()) {
        CAPTURE(save.game);
        CAPTURE(save.what);
        TempFile file("damaged_" + save.game + ".txt");
        { std::ofstream(file.path(), std::ios::binary) << save.text; }

        const CliResult check = run_cli({"check", file.path()});
        CHECK(check.code == 1);
        CHECK(check.err.rfind(file.path() + ":" + std::to_string(save.line) + ": ", 0) == 0);
        CHECK(count_of(check.err, "\n") == 1);
        // The same line as the game's own load gives.
        const CliResult play = run_cli({"play", save.game, "--load", file.path()});
        CHECK(play.code == 1);
        CHECK(check.err == play.err);
        // And the same again for advise, which finds the game as check does.
        CHECK(run_cli({"advise", file.path()}).err == check.err);
    }
}

TEST_CASE("a file with a few common keys only is still no game's save") {
    TempFile file("few_keys.txt");
    { std::ofstream(file.path(), std::ios::binary) << "Score: 3\nHand: 9S\nNote: hello\n"; }
    const CliResult check = run_cli({"check", file.path()});
    CHECK(check.code == 1);
    CHECK(check.err.find(": not a saved game of ") != std::string::npos);
}

TEST_CASE("play --load of another game's save says what the file is and how to play it") {
    const std::vector<std::pair<std::string, std::string>> saves = {{"fivecrowns", "Five Crowns"},
                                                                    {"cribbage", "Cribbage"},
                                                                    {"pinochle", "Pinochle"},
                                                                    {"casino", "Casino"},
                                                                    {"cruno", "Cruno"}};
    const std::vector<std::string> files = {
        data_file("cli/round3_human.txt"), data_file("cribbage/documented_example.txt"),
        data_file("pinochle/documented_example.txt"), data_file("casino/spec_example.txt"),
        data_file("cruno/documented_example.txt")};
    for (std::size_t game = 0; game < saves.size(); ++game) {
        for (std::size_t saved = 0; saved < saves.size(); ++saved) {
            if (game == saved) {
                continue;
            }
            CAPTURE(saves[game].first);
            CAPTURE(files[saved]);
            const CliResult r = run_cli({"play", saves[game].first, "--load", files[saved]});
            CHECK(r.code == 1);
            CHECK(r.err == files[saved] + ": this is a " + saves[saved].second +
                               " save: parlor-cli play " + saves[saved].first + " --load " +
                               files[saved] + "\n");
        }
    }
}

TEST_CASE("the resume question names another game's save the same way") {
    const std::string file = data_file("cli/round3_human.txt");
    const CliResult r = run_cli({"play", "casino", "--seed", "1"}, "yes\n" + file + "\nno\n");
    // Before: "round3_human.txt:4: a score of 40 is past 21, which ends the tournament".
    CHECK(r.out.find(file + ": this is a Five Crowns save: parlor-cli play fivecrowns --load " +
                     file) != std::string::npos);
}

TEST_CASE("a damaged save of another game is named as what it looks like") {
    TempFile file("looks_like.txt");
    {
        std::ofstream(file.path(), std::ios::binary)
            << first_lines(read_text(data_file("pinochle/documented_example.txt")), 14);
    }
    const CliResult r = run_cli({"play", "fivecrowns", "--load", file.path()});
    CHECK(r.code == 1);
    CHECK(r.err == file.path() +
                       ": this looks like a Pinochle save: parlor-cli play pinochle "
                       "--load " +
                       file.path() + "\n");
}

} // namespace damaged_saves_test
