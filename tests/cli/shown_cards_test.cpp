// The terminal games name cards as the table does ("7♠", "10♣"), never in the save file's codes
// ("S7", "7S", "CX"), in their tables, prompts and lists (issue 42, point 6: no file notation on
// any screen), and still read a card typed either way.

#include "cli_harness.hpp"

#include <doctest/doctest.h>

#include <regex>
#include <string>

namespace shown_cards_test {

using namespace parlor::cli::test;

namespace {

// The line of `out` that starts with `start` (the first), without its end of line.
std::string line_of(const std::string& out, const std::string& start) {
    const std::size_t at = out.find(start);
    REQUIRE_MESSAGE(at != std::string::npos, out);
    return out.substr(at, out.find('\n', at) - at);
}

// True when the text holds a card in a file's code: rank then suit letter ("7S", "XC", "J1"),
// or Casino's suit then rank ("S7", "CX").
bool has_code(const std::string& text) {
    static const std::regex code(
        "(^|[ :\\[(])([2-9AXJQK][SCDHT]|[SCDH][2-9AXJQK]|J[123])\\*?([ \\]),.]|$)");
    return std::regex_search(text, code);
}

} // namespace

TEST_CASE("the code pattern finds codes and passes names") {
    CHECK(has_code("Your hand: 1:7S 2:KH"));
    CHECK(has_code("Table: [C6 S3] C8"));
    CHECK(has_code("Lead a card (like QS*, or its number)"));
    CHECK_FALSE(has_code("Your hand: 1:7\u2660 2:K\u2665 3:Joker"));
    CHECK_FALSE(has_code("Table: [6\u2663 3\u2660] 8\u2663 A\u2665"));
}

TEST_CASE("Casino's terminal: the table, the prompt and the moves name cards; a named move reads") {
    const CliResult r =
        run_cli({"play", "casino", "--seed", "3", "--load", data_file("casino/spec_example.txt")},
                "2\nmoves\ncapture 6\u2663 A\u2665 8\u2663 with 9\u2663\n");
    INFO(r.out);
    CHECK(line_of(r.out, "Table:") == "Table: [ [6\u2663 3\u2660] [9\u2660] ] (9, yours) 8\u2663 "
                                      "J\u2663 A\u2665");
    CHECK(line_of(r.out, "Your hand:") == "Your hand: A\u2660 4\u2660 A\u2663 9\u2663");
    const std::string prompt = line_of(r.out, "Your move (like");
    CHECK(prompt.rfind("Your move (like \"capture A\u2665 with A\u2660\";", 0) == 0);
    CHECK(r.out.find(
              "\n  1. capture A\u2665 with A\u2660   (capture the A\u2665 with the A\u2660)\n") !=
          std::string::npos);
    CHECK_FALSE(has_code(line_of(r.out, "  5. capture")));
    // The move typed as the table names its cards is read and made.
    CHECK(
        r.out.find("You capture your multiple build of 9 and 8\u2663 A\u2665 with the 9\u2663.") !=
        std::string::npos);
}

TEST_CASE("Pinochle's terminal: the hand, the melds and the captures name cards; so may a lead") {
    const CliResult r = run_cli({"play", "pinochle", "--seed", "3", "--computer", "random",
                                 "--load", data_file("pinochle/documented_example.txt")},
                                "2\nA\u2660\n");
    INFO(r.out);
    CHECK(line_of(r.out, "Your hand:") == "Your hand: 1:A\u2665 2:A\u2663 3:A\u2660 4:A\u2666 "
                                          "5:10\u2665 6:A\u2663 7:J\u2665 8:Q\u2663 9:K\u2666 "
                                          "10:9\u2660 11:9\u2666");
    CHECK(line_of(r.out, "Your melds:") == "Your melds: dix 12:9\u2665 (10)");
    CHECK(r.out.find("you have captured 10\u2663 J\u2663 (12 points)") != std::string::npos);
    CHECK_FALSE(has_code(line_of(r.out, "Lead a card")));
    CHECK(r.out.find("You lead the A\u2660.") != std::string::npos);
}

TEST_CASE("Cribbage's terminal: the hand and the prompt name cards; so may a lay-away") {
    const CliResult r = run_cli({"play", "cribbage", "--seed", "7"}, "no\n\n9\u2665 8\u2666\n");
    INFO(r.out);
    CHECK(line_of(r.out, "Your hand:") ==
          "Your hand: 1:7\u2663 2:4\u2665 3:2\u2666 4:4\u2666 5:9\u2665 6:8\u2666");
    CHECK(line_of(r.out, "Lay away two cards")
              .rfind("Lay away two cards to your crib (like 9\u2665 8\u2666,", 0) == 0);
    CHECK(r.out.find("You laid away the 9\u2665 and the 8\u2666") != std::string::npos);
    CHECK(r.out.find("Starter: 6\u2666   Crib: 4 cards\nPile: 2\u2660 (count 2)") !=
          std::string::npos);
}

TEST_CASE("Cruno's terminal: the hand and the cards that fit name cards; so may a move") {
    const CliResult r =
        run_cli({"play", "cruno", "--seed", "5", "--players", "2", "--opponents", "naive"},
                "no\n2\nJ\u2663\n");
    INFO(r.out);
    CHECK(line_of(r.out, "Your hand:") ==
          "Your hand: 1:Draw Two\u2660 2:J\u2663 3:7\u2663 4:Reverse\u2665 5:Draw Two\u2666");
    CHECK(line_of(r.out, "You can play:") == "You can play: J\u2663 7\u2663");
    CHECK(line_of(r.out, "Your move:").rfind("Your move: a card (like J\u2663)", 0) == 0);
    CHECK(r.out.find("You play the J\u2663") != std::string::npos);
}

} // namespace shown_cards_test
