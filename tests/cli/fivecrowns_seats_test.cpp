// `parlor-cli play fivecrowns --players N` (docs/fivecrowns.md, "Seats"): a table of you and
// N - 1 computers in the terminal, each seat named with its score and card count and no other
// seat's cards; saved and loaded in the larger table's save; `check` and `advise` take it.

#include "cli_harness.hpp"

#include "parlor/games/fivecrowns/save.hpp"

#include <doctest/doctest.h>

#include <sstream>

namespace fivecrowns_seats_test {

using namespace parlor::cli::test;
namespace fc = parlor::fivecrowns;

// A whole game, answering every question as it comes.
std::string played_game(const std::vector<std::string>& args, int& code) {
    Screen screen;
    AnsweringPlayer player(
        screen,
        answers_by_question(
            {{"resume", "no"}, {"Your choice", "2"}, {"Draw from", "stock"}, {"Which card", "1"}}));
    std::istream in(&player);
    std::ostream out(&screen);
    std::ostringstream err;
    const parlor::cli::Io io{in, out, err, false, false};
    code = parlor::cli::run(args, io);
    return screen.text();
}

} // namespace fivecrowns_seats_test

using namespace fivecrowns_seats_test;

TEST_CASE("fivecrowns seats cli: a table of four plays to its end, recorded, naming every seat") {
    TempFile log("four.jsonl");
    int code = 1;
    const std::string text = played_game({"play", "fivecrowns", "--players", "4", "--seed", "8",
                                          "--computer", "greedy", "--log", log.path()},
                                         code);
    INFO(text.substr(text.size() > 3000 ? text.size() - 3000 : 0));
    CHECK(code == 0);
    CHECK(text.find("Round 1: 3 cards each, 3s and jokers are wild. You play first.") !=
          std::string::npos);
    CHECK(text.find("You         score 0, 3 cards  <- to play\nComputer 1  score 0, 3 cards\n"
                    "Computer 2  score 0, 3 cards\nComputer 3  score 0, 3 cards\n") !=
          std::string::npos);
    CHECK(text.find("Computer 3's turn.") != std::string::npos);
    CHECK(text.find("Computer 2 drew a card from the draw pile.") != std::string::npos);
    CHECK(text.find("=== Round 11 is over ===") != std::string::npos);
    CHECK(text.find("=== The game is over ===\nFinal scores: You ") != std::string::npos);
    // The computers' hands are never shown: the table has no line of another seat's cards.
    CHECK(text.find("Computer 1  score 0, 3 cards\n          hand") == std::string::npos);
    CHECK(text.find("hand  ") == std::string::npos);
    // The record holds the four seats and replays.
    const std::string record = read_text(log.path());
    CHECK(record.find("\"seats\":[\"human\",\"greedy\",\"greedy\",\"greedy\"]") !=
          std::string::npos);
    const CliResult replayed = run_cli({"replay", log.path(), "--check"});
    INFO(replayed.err);
    CHECK(replayed.code == 0);
    CHECK(replayed.out.find("1 game replays through the rules") != std::string::npos);
}

TEST_CASE("fivecrowns seats cli: a table of three saved mid-round, loaded, checked and advised") {
    TempFile saved("three.txt");
    const CliResult r = run_cli({"play", "fivecrowns", "--players", "3", "--seed", "5"},
                                "no\n2\nstock\n1\n2\n1\n" + saved.path() + "\n");
    INFO(r.out);
    REQUIRE(r.code == 0);
    const std::string text = read_text(saved.path());
    CHECK(text.find("Round: 1\nPlayers: 3\n\nHuman:\n") == 0);
    CHECK(text.find("Next Player: Computer 2\n") != std::string::npos);
    const auto loaded = fc::load_save_file(saved.path());
    REQUIRE_MESSAGE(loaded.state, loaded.error);
    CHECK(loaded.state->seat_count() == 3);

    const CliResult check = run_cli({"check", saved.path()});
    CHECK(check.code == 0);
    CHECK(check.out.find("Human 0, Computer 1 0, Computer 2 0, next: Computer 2") !=
          std::string::npos);
    const CliResult advise = run_cli({"advise", saved.path()});
    CHECK(advise.code == 0);
    CHECK(advise.out.find("Recommended move:") != std::string::npos);

    // Loaded, the game goes on at its table of three, whatever --players says.
    const CliResult again = run_cli(
        {"play", "fivecrowns", "--players", "5", "--seed", "1", "--load", saved.path()}, "2\n4\n");
    INFO(again.out);
    CHECK(again.code == 0);
    CHECK(again.out.find("Computer 2  score 0, 3 cards  <- to play") != std::string::npos);
    CHECK(again.out.find("Computer 3") == std::string::npos);
    CHECK(again.out.find("Computer 2 chose to ") != std::string::npos);
}

TEST_CASE("fivecrowns seats cli: 2 to 7 players only") {
    CHECK(run_cli({"play", "fivecrowns", "--players", "8"}, "no\n").code != 0);
    CHECK(run_cli({"play", "fivecrowns", "--players", "1"}, "no\n").code != 0);
}
