#include "cli_harness.hpp"

#include "parlor/catalogue/catalogue.hpp"

#include <doctest/doctest.h>

#include <fstream>

namespace check_test {

using namespace parlor::cli::test;

TEST_CASE("the catalogue lists Five Crowns and recognises its files") {
    namespace catalogue = parlor::catalogue;
    REQUIRE(!catalogue::games().empty());
    const catalogue::Game* game = catalogue::find_game("FiveCrowns");
    REQUIRE(game != nullptr);
    CHECK(game->name == "Five Crowns");
    CHECK(catalogue::find_game("chess") == nullptr);
    CHECK(catalogue::detect_game(read_text(data_file("cli/round3_human.txt"))) == game);
    CHECK(catalogue::detect_game(read_text(data_file("cli/not_a_save.txt"))) == nullptr);
    CHECK(catalogue::detect_game("") == nullptr);

    const auto report = catalogue::check_file(data_file("cli/round3_human.txt"));
    CHECK(report.ok);
    CHECK(report.summary == "Five Crowns, round 3 of 11, Human 25, Computer 40, next: Human");
    CHECK(report.warnings.empty());

    const auto missing = catalogue::check_file(data_file("cli/no_such_file.txt"));
    CHECK_FALSE(missing.ok);
    CHECK(missing.error.find("no_such_file.txt: cannot be read") != std::string::npos);
}

TEST_CASE("check prints a summary per valid file") {
    const std::string file = data_file("cli/round3_human.txt");
    const CliResult r = run_cli({"check", file, data_file("cli/round3_computer.txt")});
    CHECK(r.code == 0);
    CHECK(r.err.empty());
    CHECK(r.out == file + ": Five Crowns, round 3 of 11, Human 25, Computer 40, next: Human\n" +
                       data_file("cli/round3_computer.txt") +
                       ": Five Crowns, round 3 of 11, Human 25, Computer 40, next: Computer\n");
}

TEST_CASE("check reports each invalid file with its line, and exits 1") {
    const CliResult r =
        run_cli({"check", data_file("cli/bad_round.txt"), data_file("cli/not_a_save.txt"),
                 data_file("cli/nothing.txt"), data_file("cli/round3_human.txt")});
    CHECK(r.code == 1);
    CHECK(r.err.find(data_file("cli/bad_round.txt") + ":1: ") != std::string::npos);
    // The games in the order of the title screen (include/parlor/games/games.def).
    CHECK(r.err.find(data_file("cli/not_a_save.txt") +
                     ": not a saved game of Five Crowns, Cribbage") != std::string::npos);
    CHECK(r.err.find(data_file("cli/nothing.txt") + ": cannot be read") != std::string::npos);
    CHECK(count_of(r.err, "\n") == 3);
    // The valid file is still summarised.
    CHECK(r.out.find("round3_human.txt: Five Crowns, round 3 of 11") != std::string::npos);
}

TEST_CASE("check shows warnings of files that load") {
    // The example of docs/fivecrowns.md holds fewer than 116 cards: it loads, with a warning.
    const CliResult r = run_cli({"check", data_file("fivecrowns/brief_example.txt")});
    CHECK(r.code == 0);
    CHECK(r.out.find("warning: ") != std::string::npos);
    CHECK(r.out.find("brief_example.txt: Five Crowns, round 1 of 11, Human 0, Computer 0, "
                     "next: Human") != std::string::npos);
}

TEST_CASE("check --canonical prints the file as the writer writes it") {
    const std::string file = data_file("cli/round3_human.txt");
    const CliResult r = run_cli({"check", "--canonical", file});
    CHECK(r.code == 0);
    CHECK(r.out == read_text(file)); // the sample is in the canonical layout already

    const CliResult lenient =
        run_cli({"check", "--canonical", data_file("fivecrowns/lenient_layout.txt")});
    CHECK(lenient.code == 0);
    CHECK(lenient.out.rfind("Round: 3\n\nComputer:\n   Score: 12\n   Hand: XS KH J1 4D 5D\n\n"
                            "Human:\n   Score: 0\n   Hand: JD 3T QC 9S 9S\n\nDraw Pile: 6S 5S",
                            0) == 0);
    CHECK(lenient.out.find("\n\nNext Player: Computer\n") != std::string::npos);

    // The canonical text is itself valid and canonical.
    TempFile copy("canonical.txt");
    { std::ofstream(copy.path(), std::ios::binary) << lenient.out; }
    const CliResult again = run_cli({"check", "--canonical", copy.path()});
    CHECK(again.code == 0);
    CHECK(again.out == lenient.out);

    const CliResult bad = run_cli({"check", "--canonical", data_file("cli/bad_round.txt")});
    CHECK(bad.code == 1);
    CHECK(bad.out.empty());
}

TEST_CASE("check needs at least one file") {
    const CliResult r = run_cli({"check"});
    CHECK(r.code == 1);
    CHECK(!r.err.empty());
}

} // namespace check_test
