// Issue 41, in the terminal: the faults a player's machine can throw at parlor-cli, each as the
// player meets it, and what they are told. A file that is there is never written over without
// --force; a write that fails is said.

#include "cli_harness.hpp"

#include <doctest/doctest.h>

#include <algorithm>
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

const std::string bom = "\xEF\xBB\xBF";

// A save of each game from tests/data, and how `simulate` writes a short record of it.
struct GameFiles {
    std::string game;
    std::string save;
    std::vector<std::string> simulate;
};
const std::vector<GameFiles> every_game = {
    {"fivecrowns", "fivecrowns/complete_116.txt", {"--games", "2"}},
    {"cribbage", "cribbage/lay_away_messy.txt", {"--games", "2"}},
    {"pinochle", "pinochle/documented_example.txt", {"--games", "2"}},
    {"casino", "casino/spec_example.txt", {"--games", "2"}},
    {"cruno", "cruno/documented_example.txt", {"--seats", "rule,rule"}},
};

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

TEST_CASE("one byte order mark rule for every game: a save or record may begin with one") {
    // Issue 41 point 9: Five Crowns, Pinochle and Casino took a save beginning with a UTF-8 byte
    // order mark, Cribbage and Cruno refused it ("unknown field"); records took one at the start
    // of any line. Now the file reader leaves out the one at the start, for all; no other.
    const TempFile marked("bom_save.txt");
    const TempFile record("bom_record.jsonl");
    for (const GameFiles& each : every_game) {
        CAPTURE(each.game);
        const std::string save = read_text(data_file(each.save));
        REQUIRE_FALSE(save.empty());
        write_text(marked.path(), bom + save);
        const CliResult checked = run_cli({"check", marked.path()});
        CHECK_MESSAGE(checked.code == 0, checked.err);
        write_text(marked.path(), save);
        const std::string plain = run_cli({"check", marked.path()}).out;
        CHECK(checked.out == plain);
        CHECK(run_cli({"advise", marked.path()}).code == 0);
        write_text(marked.path(), bom + save);
        const CliResult advised = run_cli({"advise", marked.path()});
        CHECK_MESSAGE(advised.code == 0, advised.err);

        std::vector<std::string> args = {"simulate", each.game, "--seed", "5"};
        args.insert(args.end(), each.simulate.begin(), each.simulate.end());
        args.insert(args.end(), {"--force", "--log", record.path()});
        REQUIRE(run_cli(args).code == 0);
        const std::string lines = read_text(record.path());
        const CliResult plain_replay = run_cli({"replay", record.path(), "--check"});
        REQUIRE(plain_replay.code == 0);
        write_text(record.path(), bom + lines);
        const CliResult replayed = run_cli({"replay", record.path(), "--check"});
        CHECK_MESSAGE(replayed.code == 0, replayed.err);
        CHECK(replayed.out == plain_replay.out);
        // Anywhere but the start it is not part of the format, in a record as in a save.
        const std::size_t second = lines.find('\n') + 1;
        write_text(record.path(), lines.substr(0, second) + bom + lines.substr(second));
        const CliResult inner = run_cli({"replay", record.path(), "--check"});
        CHECK(inner.code == 1);
        CHECK(inner.err.find(record.path() + ":2: a byte order mark (U+FEFF) begins the line") !=
              std::string::npos);
    }
}

namespace {

// The save of tests/data/`name` with the first `from` replaced by `to`.
std::string changed_save(const std::string& name, const std::string& from, const std::string& to) {
    std::string text = read_text(data_file(name));
    const std::size_t at = text.find(from);
    REQUIRE(at != std::string::npos);
    return text.replace(at, from.size(), to);
}

// `check` of `text` as a file: its exit code and what it said.
CliResult checked(const TempFile& file, const std::string& text) {
    write_text(file.path(), text);
    return run_cli({"check", file.path()});
}

} // namespace

TEST_CASE("a score impossible for the round reached is refused, on its line, in plain words") {
    // Issue 41 point 9: Five Crowns round 1 with 999,999,999 and Pinochle round 1 with 9999 were
    // taken as they were.
    const TempFile file("score.txt");
    const std::string& p = file.path();
    struct Case {
        std::string save, from, to, error;
    };
    const std::vector<Case> cases = {
        {"fivecrowns/complete_116.txt", "Score: 0", "Score: 999999999",
         p + ":4: the Computer's score of 999999999 cannot be reached in round 1: no round has "
             "been scored yet, so both scores are 0"},
        // Rounds 1 and 2 deal 3 and 4 cards: at most 50 (a joker) each, 350 before round 3.
        {"cli/round3_human.txt", "Score: 40", "Score: 350", ""},
        {"cli/round3_human.txt", "Score: 40", "Score: 351",
         p + ":4: the Computer's score of 351 cannot be reached in the 2 rounds before round 3 (at "
             "most 350, every card kept a joker)"},
        {"pinochle/documented_example.txt", "Score: 0 / 0", "Score: 9999 / 0",
         p + ":4: the Computer's game score of 9999 cannot be reached in round 1: no round has "
             "been played yet, so both game scores are 0"},
        {"pinochle/documented_example.txt", "Score: 0 / 22", "Score: 0 / 3841",
         p + ":10: the Human's round score of 3841 cannot be reached in one round (at most 3840: "
             "every card's points and a flush after every trick)"},
        {"casino/spec_example.txt", "Round: 3", "Round: 0",
         p + ":4: the Computer's score of 17 cannot be reached in round 0, the first: no round "
             "has been scored yet, so both scores are 0"},
        {"casino/spec_example.txt", "Round: 3", "Round: 1",
         p + ":4: the Computer's score of 17 cannot be reached by round 1 (at most 11, 11 a "
             "round)"},
        {"cribbage/lay_away_messy.txt", "score:7", "score:121",
         p + ":4: a score of 121 means the game to 121 is over; a save is of a game still being "
             "played (scores 0 to 120)"},
    };
    for (const Case& each : cases) {
        CAPTURE(each.save);
        CAPTURE(each.to);
        const CliResult result = checked(file, changed_save(each.save, each.from, each.to));
        if (each.error.empty()) {
            CHECK_MESSAGE(result.code == 0, result.err);
            continue;
        }
        CHECK(result.code == 1);
        CHECK(result.err == each.error + "\n");
    }
}

TEST_CASE("a number too large for a score says so, and the largest there is") {
    // Issue 41 point 10: "2147483647 is not a score (expected a whole number, 0 or more)".
    const TempFile file("large.txt");
    const std::string& p = file.path();
    CHECK(
        checked(file, changed_save("fivecrowns/complete_116.txt", "Score: 0", "Score: 2147483647"))
            .err == p + ":4: the score 2147483647 is too large (at most 999999999)\n");
    CHECK(checked(file, changed_save("cribbage/lay_away_messy.txt", "score:7", "score:99999999999"))
              .err == p + ":4: the score 99999999999 is too large (at most 999999999)\n");
    CHECK(checked(file, changed_save("casino/spec_example.txt", "Score: 17", "Score: 2147483648"))
              .err == p + ":4: the score 2147483648 is too large (at most 999999999)\n");
    CHECK(checked(file, changed_save("pinochle/documented_example.txt", "Score: 0 / 0",
                                     "Score: 2147483647 / 0"))
              .err == p + ":4: the game score 2147483647 is too large (at most 999999999)\n");
    // What is not a number at all is said as before.
    CHECK(checked(file, changed_save("fivecrowns/complete_116.txt", "Score: 0", "Score: -3")).err ==
          p + ":4: \"-3\" is not a score (expected a whole number, 0 or more)\n");
}

TEST_CASE("text from a file is shown escaped and cut short in messages, never raw") {
    // Issue 41 point 10: a NUL from "\u0000" cut a message short; control characters and bytes
    // that are not UTF-8 reached the terminal as they were; a 20 MB string was echoed whole.
    const TempFile file("escaped.jsonl");
    write_text(file.path(),
               "{\"event\":\"start\",\"game\":1,\"parlor\":\"crib\\u0000\\u001b[2Jbage\"}\n");
    CliResult result = run_cli({"replay", file.path(), "--check"});
    CHECK(result.code == 1);
    CHECK(result.err == file.path() + ":1: no game of Parlor is named \"crib\\x00\\x1b[2Jbage\"\n");
    write_text(file.path(), "{\"event\":\"start\",\"game\":1,\"parlor\":\"" +
                                std::string(20 << 20, 'a') + "\"}\n");
    result = run_cli({"replay", file.path(), "--check"});
    CHECK(result.code == 1);
    CHECK(result.err ==
          file.path() + ":1: no game of Parlor is named \"" + std::string(40, 'a') + "…\"\n");
    // A record's own lines: an event of control characters and Latin-1 bytes.
    const TempFile record("record.jsonl");
    REQUIRE(run_cli({"simulate", "cribbage", "--games", "2", "--log", record.path()}).code == 0);
    std::string lines = read_text(record.path());
    const std::size_t second = lines.find("\"event\":\"cut\"");
    REQUIRE(second != std::string::npos);
    lines.replace(second, 13, "\"event\":\"c\\u009b\\u0007t\"");
    write_text(record.path(), lines);
    result = run_cli({"replay", record.path(), "--check"});
    CHECK(result.code == 1);
    CHECK(result.err.find("an unknown event \"c\\xc2\\x9b\\x07t\"") != std::string::npos);
    // A save: bytes that are not UTF-8 (Latin-1) and an escape sequence.
    const TempFile save("escaped.txt");
    const CliResult latin = checked(
        save, changed_save("fivecrowns/complete_116.txt", "Score: 0", "Score: caf\xE9\x1B]52;c;"));
    CHECK(latin.err == save.path() + ":4: \"caf\\xe9\\x1b]52;c;\" is not a score (expected a "
                                     "whole number, 0 or more)\n");
}

TEST_CASE("a save or record in UTF-16, or with lines ending in CR alone, gets a hint") {
    // Issue 41 point 10: no hint; the message showed the whole file as line 1.
    const TempFile file("encoded.txt");
    const std::string utf16 = "; this file uses UTF-16; save it as UTF-8\n";
    const std::string cr_only = "; this file ends its lines with CR alone (old Mac line endings); "
                                "save it with LF or CRLF line endings\n";
    for (const GameFiles& each : every_game) {
        CAPTURE(each.game);
        const std::string save = read_text(data_file(each.save));
        std::string wide = "\xFF\xFE";
        for (const char c : save) {
            wide += c;
            wide += '\0';
        }
        const CliResult as_utf16 = checked(file, wide);
        CHECK(as_utf16.code == 1);
        CHECK(as_utf16.err.ends_with(utf16));
        std::string cr = save;
        std::replace(cr.begin(), cr.end(), '\n', '\r');
        const CliResult as_cr = checked(file, cr);
        CHECK(as_cr.code == 1);
        CHECK(as_cr.err.ends_with(cr_only));
        write_text(file.path(), cr);
        const CliResult loaded = run_cli({"play", each.game, "--load", file.path()});
        CHECK(loaded.code == 1);
        CHECK(loaded.err.find(cr_only) != std::string::npos);
    }
    const TempFile record("encoded.jsonl");
    REQUIRE(run_cli({"simulate", "casino", "--games", "2", "--log", record.path()}).code == 0);
    std::string lines = read_text(record.path());
    std::replace(lines.begin(), lines.end(), '\n', '\r');
    write_text(record.path(), lines);
    const CliResult replayed = run_cli({"replay", record.path(), "--check"});
    CHECK(replayed.code == 1);
    CHECK(replayed.err.ends_with(cr_only));
}

} // namespace cli_faults_test
