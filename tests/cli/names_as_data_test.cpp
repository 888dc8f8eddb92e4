// Issue 41, points 6 and 8 in the terminal: a file's name is any bytes, and a name in a save is
// data. A Cruno seat's name of any length and any bytes was printed raw by check, play and
// advise (a shared save could set the terminal's title, write its clipboard, clear the screen);
// the reader refuses it now, and the terminal prints names through cards::printable.

#include "cli_harness.hpp"

#include "parlor/cards/atomic_file.hpp"
#include "parlor/cards/json_text.hpp"

#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

namespace cli_names_as_data_test {

using namespace parlor::cli::test;
using namespace std::string_literals;

namespace {

std::string documented_example() {
    std::string error;
    const auto text =
        parlor::cards::read_whole_file(data_file("cruno/documented_example.txt"), error);
    REQUIRE_MESSAGE(text, error);
    return *text;
}

// The documented example with seat 1 (line 19) named `name`, and seat 0 to play.
std::string with_seat_1_named(const std::string& name) {
    std::string text = documented_example();
    text.replace(text.find("Turn: 3"), 7, "Turn: 0");
    text.replace(text.find("Seat 1: Alice"), 13, "Seat 1: " + name);
    return text;
}

// The bytes below 0x20 other than the newline: what a terminal would act on.
std::string control_bytes(const std::string& text) {
    std::string found;
    for (const char c : text) {
        if (static_cast<unsigned char>(c) < 0x20 && c != '\n') {
            found += c;
        }
    }
    return found;
}

} // namespace

TEST_CASE("check, play and advise of a save whose seat name holds escape sequences or a megabyte: "
          "refused at its line, nothing the terminal acts on written") {
    const std::vector<std::string> names = {
        "Al\x1b]0;owned\x07ice",      // the terminal's title
        "\x1b]52;c;cm0gLXJmIH4K\x07", // the clipboard (OSC 52)
        "Bob\x1b[2J\x1b[H",           // clear the screen
        std::string(1'000'000, 'A'),  // a megabyte's name, under the saves' 1 MiB limit
    };
    const TempFile file("seat_names.txt");
    for (const std::string& name : names) {
        CAPTURE(name.size());
        std::ofstream(file.path(), std::ios::binary | std::ios::trunc) << with_seat_1_named(name);
        const std::vector<std::vector<std::string>> runs = {
            {"check", file.path()},
            {"check", "--canonical", file.path()},
            {"advise", file.path()},
            {"advise", "--json", file.path()},
            {"play", "cruno", "--load", file.path()},
        };
        for (const auto& args : runs) {
            CAPTURE(args[0]);
            const CliResult r = run_cli(args, "4\n");
            CHECK(r.code == 1);
            CHECK(r.err.rfind(file.path() + ":19: the name of seat 1 ", 0) == 0);
            CHECK(control_bytes(r.out + r.err).empty());
            CHECK(r.out.size() + r.err.size() < 1000);
        }
    }
}

TEST_CASE("a file's name that is not UTF-8: check, advise and play load it and show it escaped") {
    const TempFile file("caf\xe9.txt");
    std::ofstream(file.path(), std::ios::binary) << with_seat_1_named("Alice");
    const CliResult checked = run_cli({"check", file.path()});
    CHECK(checked.code == 0);
    const std::string shown = parlor::cards::printable(file.path());
    CHECK(shown.find("caf\\xe9.txt") != std::string::npos);
    CHECK(checked.out.rfind(shown + ": Cruno, 4 players, You to play", 0) == 0);
    CHECK(parlor::cards::is_utf8(checked.out));
    const CliResult advised = run_cli({"advise", "--json", file.path()});
    CHECK(advised.code == 0);
    CHECK(parlor::cards::is_utf8(advised.out));
    // Loaded, saved under another Latin-1 name, and the save is the same game.
    const TempFile saved("saved\xe0.txt");
    const CliResult played =
        run_cli({"play", "cruno", "--load", file.path()}, "1\n" + saved.path() + "\n4\n");
    CHECK(played.code == 0);
    const CliResult again = run_cli({"check", "--canonical", saved.path()});
    CHECK(again.code == 0);
    CHECK(again.out == run_cli({"check", "--canonical", file.path()}).out);
}

// The commands of a terminal given a file named with an escape sequence (it sets the terminal's
// title): the name is shown escaped wherever it is said, and no control byte is written.
struct Run {
    std::vector<std::string> args;
    int code;
    bool names_it; // the file's name is said (escaped) in what is written
};

void check_runs(const std::string& path, const std::vector<Run>& runs) {
    const std::string shown = parlor::cards::printable(path);
    REQUIRE(shown.find("\\x1b]0;pwned\\x07") != std::string::npos);
    for (const Run& run : runs) {
        CAPTURE(run.args);
        const CliResult r = run_cli(run.args, "4\n");
        CHECK(r.code == run.code);
        CHECK(control_bytes(r.out + r.err).empty());
        if (run.names_it) {
            CHECK((r.out + r.err).find(shown) != std::string::npos);
        }
    }
}

TEST_CASE("a file named with an escape sequence: check, play --load, replay, review and advise "
          "say its name escaped, exit as they did") {
    const TempFile save("save\x1b]0;pwned\x07.txt");
    const std::string path = save.path();
    std::ofstream(path, std::ios::binary) << with_seat_1_named("Alice");
    check_runs(path, {
                         {{"check", path}, 0, true},
                         {{"check", "--canonical", path}, 0, false},
                         {{"advise", path}, 0, false},
                         {{"advise", "--json", path}, 0, false},
                         {{"play", "cruno", "--load", path}, 0, false},
                         {{"play", "casino", "--load", path}, 1, true}, // another game's save
                         {{"replay", path, "--check"}, 1, true},        // a save, not a record
                         {{"review", path}, 1, true},
                     });
    // Refused at a line: "FILE:LINE: problem".
    std::ofstream(path, std::ios::binary | std::ios::trunc) << with_seat_1_named("A\x1b[2J");
    check_runs(path, {
                         {{"check", path}, 1, true},
                         {{"advise", path}, 1, true},
                         {{"play", "cruno", "--load", path}, 1, true},
                     });
    // Not there: "FILE: cannot be read".
    std::filesystem::remove(path);
    check_runs(path, {
                         {{"check", path}, 1, true},
                         {{"advise", path}, 1, true},
                         {{"play", "cruno", "--load", path}, 1, true},
                         {{"replay", path, "--check"}, 1, true},
                         {{"review", path}, 1, true},
                     });
}

TEST_CASE("a record named with an escape sequence: replay, review and --log say its name escaped") {
    const TempFile record("record\x1b]0;pwned\x07.jsonl");
    const std::string path = record.path();
    check_runs(path, {
                         {{"simulate", "cribbage", "--games", "2", "--log", path}, 0, false},
                         {{"simulate", "cribbage", "--games", "2", "--log", path}, 1, true},
                         {{"replay", path, "--check"}, 0, true},
                         {{"review", path}, 0, false},
                         {{"review", "--game", "3", path}, 1, true},
                         {{"review", "--seat", "2", path}, 1, true},
                     });
    // A line that is no record's: "FILE:LINE: problem".
    std::ofstream(path, std::ios::binary | std::ios::app) << "not json\n";
    check_runs(path, {
                         {{"replay", path, "--check"}, 1, true},
                         {{"review", path}, 1, true},
                     });
}

TEST_CASE("CLI11's own complaints quote an argument with control bytes escaped: an unknown "
          "option, an argument too many, a number that is not one, a choice not offered") {
    // Never a file: the parser refuses these before any command runs.
    const std::string path = "a\x1b]0;pwned\x07";
    check_runs(path, {
                         {{"check", path, "--bogus"}, 1, false},
                         {{"check", "--bogus" + path, "x.txt"}, 1, true},
                         {{"check", "x.txt", path}, 1, true},
                         {{"replay", path, "--check", "extra" + path}, 1, true},
                         {{"review", "--game", path, "x.jsonl"}, 1, true},
                         {{"simulate", "cribbage", "--games", path}, 1, true},
                         {{path}, 1, false},
                     });
    // And a name that is not UTF-8 comes out as UTF-8.
    const CliResult r = run_cli({"check", "caf\xe9.txt", "--bogus\xff"});
    CHECK(r.code == 1);
    CHECK(parlor::cards::is_utf8(r.out + r.err));
    CHECK((r.out + r.err).find("--bogus\\xff") != std::string::npos);
}

TEST_CASE("JSON of a name that is not UTF-8: written without throwing, kept byte for byte") {
    const std::string kept = "caf\xe9 \\x41 \xff\xfe\x00 ok.txt"s;
    CHECK(parlor::cards::bytes_json("café.txt") == "café.txt");
    const nlohmann::ordered_json j = parlor::cards::bytes_json(kept);
    CHECK(j.is_object());
    const nlohmann::json read = nlohmann::json::parse(parlor::cards::json_text(j));
    CHECK(parlor::cards::bytes_from_json(read) == kept);
    CHECK_FALSE(parlor::cards::bytes_from_json(nlohmann::json(3)));
    const nlohmann::json raw = {{"name", "caf\xe9"}};
    CHECK_THROWS(static_cast<void>(raw.dump()));
    CHECK(parlor::cards::json_text(raw) == "{\"name\":\"caf\xef\xbf\xbd\"}");
}

} // namespace cli_names_as_data_test
