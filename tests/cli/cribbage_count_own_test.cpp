// `play cribbage --count-own [--muggins]`: the terminal asks the player's claims (a card that
// scores in the play, the hand, the crib), refuses an over-claim with the true count, and with
// muggins the computer takes what was missed; the record holds the claims and replays.

#include "cli_harness.hpp"

#include "parlor/games/cribbage/recorded_game.hpp"

#include <doctest/doctest.h>

namespace cribbage_count_own_test {

using namespace parlor::cli::test;

namespace {

// Answers for a whole game, each prompt taking the first line it accepts: a claim refuses 29 (no
// count in these games is 29) and takes 0 (always an under-claim or right), the other prompts
// go on with Enter, lay away two positions and play a position.
std::string claiming_answers(int rounds) {
    std::string input = "no\n";
    for (int i = 0; i < rounds; ++i) {
        input += "\n29\n0\n1 2\n1\n2\n3\n4\n";
    }
    return input;
}

} // namespace

TEST_CASE("play cribbage --muggins: over-claims refused, missed points taken, the record replays") {
    const TempFile log("count_own.log");
    const CliResult game =
        run_cli({"play", "cribbage", "--seed", "7", "--to", "61", "--muggins", "--log", log.path()},
                claiming_answers(600));
    REQUIRE_MESSAGE(game.code == 0, game.err);
    CHECK(game.out.find("Final scores:") != std::string::npos);
    // The questions, and an over-claim refused with the count itemised.
    CHECK(game.out.find("Your hand (") != std::string::npos);
    CHECK(game.out.find("How many points do you peg?") != std::string::npos);
    CHECK(game.out.find("You claimed 29, but it is ") != std::string::npos);
    CHECK(game.out.find("You claim 0 for your hand") != std::string::npos);
    // Muggins: the points missed go to the computer, the items named.
    CHECK(game.out.find("Muggins! ") != std::string::npos);
    CHECK(game.out.find(" missed: fifteen") != std::string::npos);

    const std::string record = read_text(log.path());
    CHECK(record.find("\"count\":\"muggins\"") != std::string::npos);
    CHECK(record.find("\"claim\"") != std::string::npos);
    const CliResult replayed = run_cli({"replay", log.path(), "--check"});
    CHECK_MESSAGE(replayed.code == 0, replayed.err);
}

TEST_CASE("play cribbage --count-own: claims asked, nobody takes what is missed") {
    const CliResult game = run_cli({"play", "cribbage", "--seed", "7", "--to", "61", "--count-own"},
                                   claiming_answers(600));
    REQUIRE_MESSAGE(game.code == 0, game.err);
    CHECK(game.out.find("You claimed 29, but it is ") != std::string::npos);
    CHECK(game.out.find("Muggins") == std::string::npos);
}

TEST_CASE("play cribbage without --count-own asks no claim and writes no count") {
    const TempFile log("count_off.log");
    const CliResult game =
        run_cli({"play", "cribbage", "--seed", "7", "--to", "61", "--log", log.path()},
                claiming_answers(600));
    REQUIRE_MESSAGE(game.code == 0, game.err);
    CHECK(game.out.find("How many points") == std::string::npos);
    CHECK(read_text(log.path()).find("\"count\"") == std::string::npos);
}

TEST_CASE("counting your own is a two-player game") {
    const CliResult refused = run_cli({"play", "cribbage", "--players", "3", "--count-own"}, "");
    CHECK(refused.code == 1);
    CHECK(refused.err.find("counting your own is played by two players") != std::string::npos);
}

} // namespace cribbage_count_own_test
