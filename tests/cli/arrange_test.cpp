#include "cli_harness.hpp"

#include <doctest/doctest.h>
#include <nlohmann/json.hpp>

namespace arrange_test {

using namespace parlor::cli::test;

namespace {

int points_of(const std::string& line) {
    return std::stoi(line.substr(0, line.find('\t')));
}

} // namespace

TEST_CASE("arrange reads hands from standard input, one line of output each") {
    const CliResult r = run_cli({"fivecrowns", "arrange"}, "# round, then cards\n"
                                                           "2 5H J1 7H\n"
                                                           "\n"
                                                           "1 KH QC\n"
                                                           "3 9S 9C J2 KD\n"
                                                           "5 QD 7D 4S 8S 6T 4H J1\n");
    CHECK(r.code == 0);
    CHECK(r.err.empty());
    const auto lines = output_lines(r.out);
    REQUIRE(lines.size() == 4);
    // The joker completes 5-6-7 of hearts: nothing left.
    CHECK(points_of(lines[0]) == 0);
    CHECK(lines[0].find("run of hearts") != std::string::npos);
    // Nothing melds: the king and the queen count 13 + 12.
    CHECK(points_of(lines[1]) == 25);
    CHECK(lines[1].find("left over") != std::string::npos);
    // A book of 9s with the joker; the king is left.
    CHECK(points_of(lines[2]) == 13);
    CHECK(lines[2].find("book of 9s") != std::string::npos);
    // The example hand of round 5 (7s wild; docs/fivecrowns.md): the two wilds make a book with the
    // queen, leaving 4S 8S 6T 4H = 22, better than a book of 4s (leaving QD 8S 6T = 26).
    CHECK(points_of(lines[3]) == 22);
    for (const auto& line : lines) {
        CHECK(count_of(line, "\t") == 1);
    }
}

TEST_CASE("arrange takes one hand as arguments") {
    const CliResult r = run_cli({"fivecrowns", "arrange", "--round", "3", "9S", "9C", "J2", "KD"});
    CHECK(r.code == 0);
    CHECK(points_of(r.out) == 13);
    CHECK(count_of(r.out, "\n") == 1);

    CHECK(run_cli({"fivecrowns", "arrange", "9S", "9C", "J2"}).code == 1);
    CHECK(run_cli({"fivecrowns", "arrange", "--round", "12", "9S"}).code == 1);
    CHECK(run_cli({"fivecrowns", "arrange", "--round", "0", "9S"}).code == 1);
    const CliResult bad = run_cli({"fivecrowns", "arrange", "--round", "3", "9S", "1D"});
    CHECK(bad.code == 1);
    CHECK(bad.err.find("arguments: \"1D\" is not a card") != std::string::npos);
}

TEST_CASE("arrange --json gives melds with what each wild stands for") {
    const CliResult r = run_cli({"fivecrowns", "arrange", "--json"}, "2 5H J1 7H\n3 9S 9C J2 KD\n");
    CHECK(r.code == 0);
    const auto lines = output_lines(r.out);
    REQUIRE(lines.size() == 2);
    const auto run = nlohmann::json::parse(lines[0]);
    CHECK(run.at("round") == 2);
    CHECK(run.at("points") == 0);
    CHECK(run.at("leftover").empty());
    REQUIRE(run.at("melds").size() == 1);
    const auto& meld = run.at("melds")[0];
    CHECK(meld.at("kind") == "run");
    CHECK(meld.at("cards") == nlohmann::json({"5H", "J1", "7H"}));
    CHECK(meld.at("wilds") == nlohmann::json::parse(R"([{"card": "J1", "stands_for": "6H"}])"));

    const auto book = nlohmann::json::parse(lines[1]);
    CHECK(book.at("points") == 13);
    CHECK(book.at("leftover") == nlohmann::json({"KD"}));
    REQUIRE(book.at("melds").size() == 1);
    CHECK(book.at("melds")[0].at("kind") == "book");
    CHECK(book.at("melds")[0].at("wilds") ==
          nlohmann::json::parse(R"([{"card": "J2", "stands_for": "9"}])"));

    const CliResult one = run_cli({"fivecrowns", "arrange", "--json", "-r", "1", "KH", "QC"});
    CHECK(one.code == 0);
    CHECK(nlohmann::json::parse(one.out).at("points") == 25);
}

TEST_CASE("a bad line names its line number, the others are still arranged") {
    const CliResult r =
        run_cli({"fivecrowns", "arrange"}, "1 KH QC\n"
                                           "12 KH QC\n"
                                           "\n"
                                           "3 KH 1D\n"
                                           "3\n"
                                           "4 KH KH KH\n"
                                           "4 3S 3S 3S 3S 3S 3S 3S 3S 3S 3S 3S 3S 3S 3S 3S\n"
                                           "x KH\n"
                                           "2 5H J1 7H\n");
    CHECK(r.code == 1);
    CHECK(count_of(r.out, "\n") == 2); // lines 1 and 9
    CHECK(r.err.find("stdin:2: \"12\" is not a round") != std::string::npos);
    CHECK(r.err.find("stdin:4: \"1D\" is not a card") != std::string::npos);
    CHECK(r.err.find("stdin:5: a hand holds 1 to 14 cards, this one has 0") != std::string::npos);
    CHECK(r.err.find("stdin:6: KH appears more than twice") != std::string::npos);
    CHECK(r.err.find("stdin:7: a hand holds 1 to 14 cards, this one has 15") != std::string::npos);
    CHECK(r.err.find("stdin:8: \"x\" is not a round") != std::string::npos);
    CHECK(count_of(r.err, "stdin:") == 6);
}

TEST_CASE("an empty input arranges nothing and succeeds") {
    const CliResult r = run_cli({"fivecrowns", "arrange"}, "");
    CHECK(r.code == 0);
    CHECK(r.out.empty());
}

} // namespace arrange_test
