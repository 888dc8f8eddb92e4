// Issue 41, in the terminal: the faults a player's machine can throw at parlor-cli, each as the
// player meets it, and what they are told. A file that is there is never written over without
// --force; a write that fails is said.

#include "cli_harness.hpp"

#include <doctest/doctest.h>

#include <string>
#include <vector>

#include <sys/stat.h>

namespace cli_faults_test {

using namespace parlor::cli::test;

namespace {

// Writes `text` to `path`, replacing it.
void write_text(const std::string& path, const std::string& text) {
    std::ofstream(path, std::ios::binary | std::ios::trunc) << text;
}

// A cribbage game played to its first lay-away, then quit: the record has its first lines.
const std::string cribbage_moves = "no\n\n1 2\nquit\n";

} // namespace

TEST_CASE("--log refuses a file that is there without --force, and writes nothing") {
    const std::string save = "a save the player meant to --load\n";
    struct Case {
        std::vector<std::string> args;
        std::string input;
    };
    const TempFile existing("existing_log.txt");
    const std::vector<Case> cases = {
        {{"play", "cribbage", "--seed", "3", "--log", existing.path()}, cribbage_moves},
        {{"play", "cruno", "--seed", "3", "--log", existing.path()}, "no\n"},
        {{"simulate", "cribbage", "--games", "2", "--log", existing.path()}, ""},
        {{"simulate", "fivecrowns", "--games", "2", "--log", existing.path()}, ""},
        {{"simulate", "cruno", "--seats", "rule,rule", "--log", existing.path()}, ""},
    };
    for (const Case& each : cases) {
        CAPTURE(each.args[1]);
        CAPTURE(each.args[0]);
        write_text(existing.path(), save);
        const CliResult result = run_cli(each.args, each.input);
        CHECK(result.code == 1);
        CHECK(result.err.find(existing.path() + ": exists (use --force to replace it)") !=
              std::string::npos);
        CHECK(read_text(existing.path()) == save);
    }
}

TEST_CASE("--log --force replaces a file that is there") {
    const TempFile existing("forced_log.txt");
    write_text(existing.path(), "old\n");
    const CliResult played = run_cli(
        {"play", "cribbage", "--seed", "3", "--force", "--log", existing.path()}, cribbage_moves);
    CHECK(played.code == 0);
    CHECK(read_text(existing.path()).find("\"parlor\":\"cribbage\"") != std::string::npos);
    write_text(existing.path(), "old\n");
    const CliResult simulated =
        run_cli({"simulate", "cribbage", "--games", "2", "--force", "--log", existing.path()});
    CHECK(simulated.code == 0);
    CHECK(read_text(existing.path()).find("\"parlor\":\"cribbage\"") != std::string::npos);
    write_text(existing.path(), "old\n");
    const CliResult cruno =
        run_cli({"simulate", "cruno", "--seats", "rule,rule", "--force", "--log", existing.path()});
    CHECK(cruno.code == 0);
    CHECK(read_text(existing.path()).find("\"parlor\":\"cruno\"") != std::string::npos);
}

TEST_CASE("a record that cannot be written is said, and the exit is 1 (a full disk: /dev/full)") {
    // (/dev/full is there: --force lets --log onto it.)
    const CliResult played = run_cli(
        {"play", "cribbage", "--seed", "3", "--force", "--log", "/dev/full"}, cribbage_moves);
    CHECK(played.code == 1);
    CHECK(played.err.find("play: the game's record was lost: /dev/full: could not be written in "
                          "full") != std::string::npos);
    const CliResult cruno = run_cli(
        {"play", "cruno", "--seed", "3", "--force", "--log", "/dev/full"}, "no\n2\n5D\n4\n");
    CHECK(cruno.code == 1);
    CHECK(cruno.err.find("/dev/full: could not be written in full") != std::string::npos);
    for (const std::string game : {"fivecrowns", "cribbage", "pinochle", "casino"}) {
        CAPTURE(game);
        const CliResult simulated =
            run_cli({"simulate", game, "--games", "2", "--force", "--log", "/dev/full"});
        CHECK(simulated.code == 1);
        CHECK(simulated.err.find("simulate: cannot write the log /dev/full") != std::string::npos);
    }
    const CliResult table =
        run_cli({"simulate", "cruno", "--seats", "rule,rule", "--force", "--log", "/dev/full"});
    CHECK(table.code == 1);
    CHECK(table.err.find("/dev/full could not be written in full") != std::string::npos);
}

TEST_CASE("a save that is a FIFO or a device is refused at once, never waited on") {
    const TempFile fifo("fifo.txt");
    REQUIRE(::mkfifo(fifo.path().c_str(), 0600) == 0); // nobody writes it
    const std::string refused = ": is not a plain file (a pipe, a device or a socket); only files "
                                "are read";
    for (const std::string& file : {fifo.path(), std::string("/dev/zero")}) {
        CAPTURE(file);
        const CliResult loaded = run_cli({"play", "cribbage", "--load", file});
        CHECK(loaded.code == 1);
        CHECK(loaded.err.find(file + refused) != std::string::npos);
        const CliResult checked = run_cli({"check", file});
        CHECK(checked.code == 1);
        CHECK(checked.err.find(file + refused) != std::string::npos);
        const CliResult replayed = run_cli({"replay", file, "--check"});
        CHECK(replayed.code == 1);
        CHECK(replayed.err.find(file + refused) != std::string::npos);
    }
}

TEST_CASE("--seed out of range is refused, never wrapped to another seed") {
    for (const std::string seed : {"-1", "1e23", "18446744073709551616", "0x10", "12a"}) {
        CAPTURE(seed);
        const CliResult result = run_cli({"simulate", "cribbage", "--games", "2", "--seed", seed});
        CHECK(result.code == 1);
        CHECK(result.err.find(seed + " is not a seed (expected a whole number from 0 to "
                                     "18446744073709551615)") != std::string::npos);
        CHECK(result.out.empty());
        const CliResult cruno =
            run_cli({"simulate", "cruno", "--seats", "rule,rule", "--seed", seed});
        CHECK(cruno.code == 1);
    }
    const CliResult largest =
        run_cli({"simulate", "cribbage", "--games", "2", "--seed", "18446744073709551615"});
    CHECK(largest.code == 0);
    CHECK(largest.out.find("18446744073709551615") != std::string::npos);
}

} // namespace cli_faults_test
