// A Cribbage table of three or four on the command line with files (docs/cribbage.md, "The save
// file of a table", "The record of a table"): `play --players 3|4` saves, `--load` resumes the
// save (its seats are the file's), `--log` records a game that replays to its scores; `check`
// and `advise` read a table's save, the advice from the seat's own view only.

#include "cli_harness.hpp"

#include "parlor/cards/save_file_read.hpp"
#include "parlor/games/cribbage/table_record.hpp"
#include "parlor/games/cribbage/table_save.hpp"

#include <doctest/doctest.h>

#include <fstream>

// Named for the file: the suite is built in unity batches.
namespace cribbage_table_files_test {

using namespace parlor::cli::test;

// Positions 1 to 5 in turn: a card that does not fit is refused and the next line tried.
std::string cycle() {
    std::string lines;
    for (int i = 0; i < 3000; ++i) {
        lines += std::to_string(i % 5 + 1) + "\n";
    }
    return lines;
}

void write(const std::string& path, const std::string& text) {
    std::ofstream(path, std::ios::binary) << text;
}

// Swaps the first card of two seats' hands in a table's save text: a change the seat to move
// cannot see.
std::string swap_hidden(const std::string& text, const std::string& a, const std::string& b) {
    std::string out = text;
    const std::size_t at_a = out.find("   Hand: ", out.find(a + ":\n")) + 9;
    const std::size_t at_b = out.find("   Hand: ", out.find(b + ":\n")) + 9;
    const std::string card_a = out.substr(at_a, 2);
    out.replace(at_a, 2, out.substr(at_b, 2));
    out.replace(at_b, 2, card_a);
    return out;
}

TEST_CASE("play cribbage --players 3: save, check, --load and --log of a table") {
    const TempFile save("table3.txt");
    const CliResult saved = run_cli({"play", "cribbage", "--players", "3", "--seed", "21"},
                                    "1\n2\nsave\n" + save.path() + "\n");
    REQUIRE_MESSAGE(saved.code == 0, saved.err);
    const std::string text = read_text(save.path());
    CHECK(text.rfind("Game: Cribbage\nSeats: 3\n", 0) == 0);
    CHECK(text.find("Next Player: Human\n") != std::string::npos);

    const CliResult checked = run_cli({"check", save.path()});
    CHECK(checked.code == 0);
    CHECK(checked.out.find(": Cribbage, three-handed, Human ") != std::string::npos);

    const TempFile log("table3.log");
    const CliResult resumed = run_cli(
        {"play", "cribbage", "--load", save.path(), "--seed", "4", "--log", log.path()}, cycle());
    REQUIRE_MESSAGE(resumed.code == 0, resumed.err);
    CHECK(resumed.out.find("Cribbage, 3 players") != std::string::npos);
    CHECK(resumed.out.find("Resumed: Cribbage, three-handed") != std::string::npos);
    CHECK(resumed.out.find("the game is won.") != std::string::npos);
    const std::string record = read_text(log.path());
    CHECK(parlor::cribbage::is_table_record(record));
    const auto read = parlor::cribbage::read_recorded_table_games(record, "table3.log");
    REQUIRE_MESSAGE(read.ok(), read.error);
    REQUIRE(read.games.size() == 1);
    REQUIRE(read.games[0].position.has_value());
    CHECK(parlor::cribbage::write_table_save(*read.games[0].position) == text);
    parlor::cribbage::TableState end;
    CHECK(parlor::cribbage::replay_table(read.games[0], "table3.log", end).empty());
    CHECK(end.phase == parlor::cribbage::Phase::GameOver);

    // A malformed table save is one line naming its line, for check and for --load.
    const TempFile bad("table3_bad.txt");
    write(bad.path(), std::string(text).replace(text.find("Seats: 3"), 8, "Seats: 5"));
    const CliResult refused = run_cli({"check", bad.path()});
    CHECK(refused.code == 1);
    CHECK(refused.err.find(bad.path() + ":2: the seats \"5\" are not a table's") !=
          std::string::npos);
    const CliResult not_loaded = run_cli({"play", "cribbage", "--load", bad.path()}, "");
    CHECK(not_loaded.code == 1);
    CHECK(not_loaded.err.find(":2: ") != std::string::npos);
}

TEST_CASE("advise on a table's save: the expert's card from the seat's own view, in its words") {
    for (const int players : {3, 4}) {
        CAPTURE(players);
        for (const std::string& moves : {std::string("1\n"), std::string("1\n1\n")}) {
            const TempFile save("advise_table.txt");
            const CliResult saved =
                run_cli({"play", "cribbage", "--players", std::to_string(players), "--seed", "8"},
                        moves + "save\n" + save.path() + "\n");
            REQUIRE_MESSAGE(saved.code == 0, saved.err);
            const std::string text = read_text(save.path());
            const CliResult advice = run_cli({"advise", save.path()});
            REQUIRE_MESSAGE(advice.code == 0, advice.err);
            CHECK(advice.out.find("To move: Human") != std::string::npos);
            CHECK((advice.out.find("Summary: Lay away the ") != std::string::npos ||
                   advice.out.find("Summary: Play the ") != std::string::npos));
            // Several others: never "the opponent".
            CHECK(advice.out.find("opponent's") == std::string::npos);
            CHECK(advice.out.find("the opponent ") == std::string::npos);
            // Cards the player cannot see, dealt otherwise, change nothing in the advice.
            const TempFile other("advise_table_other.txt");
            write(other.path(), swap_hidden(text, "Computer 1", "Computer 2"));
            const CliResult same = run_cli({"advise", other.path()});
            REQUIRE_MESSAGE(same.code == 0, same.err);
            CHECK(same.out == advice.out);
            // The advice's card is one the player holds.
            const std::size_t move = advice.out.find("Recommended move: ") + 18;
            const std::size_t hand = text.find("   Hand: ", text.find("Human:\n"));
            CHECK(
                text.substr(hand, text.find('\n', hand) - hand).find(advice.out.substr(move, 2)) !=
                std::string::npos);
            const CliResult json = run_cli({"advise", save.path(), "--json"});
            CHECK(json.code == 0);
            CHECK(json.out.find("\"game\":\"cribbage\"") != std::string::npos);
        }
    }
}

} // namespace cribbage_table_files_test
