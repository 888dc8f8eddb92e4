// A game loaded with --seed S plays on with deals of its own: not the deals a new game from S
// gets (round 2 after a load used to be round 1 of a new game, plus one card each), and the same
// file with the same seed is the same game.

#include "cli_harness.hpp"

#include <doctest/doctest.h>

#include <fstream>
#include <sstream>

namespace resume_seed_test {

using namespace parlor::cli::test;

namespace {

// Round 1: the human went out, the computer plays its last turn; then round 2 is dealt. (No
// round was scored before round 1: both scores are 0.)
std::string went_out_save(const std::string& discard = "8T") {
    return "Round: 1\n\nComputer:\n   Score: 0\n   Hand: KH QC 4S\n\nHuman:\n   Score: 0\n"
           "   Hand: 9S 9C J1\n\n"
           "Draw Pile: 6S 5S 4S 3S 7S 3C 5C 6C 7C 9H JH QH 4T 6T J3 QS XS 9S 8C 4C 9C KC JC XC "
           "8S JS KS J2 6H 3H 4H 5H XH 8H 7H XD QD KD 6D 5D 3D 4D 7D JD 9D 8D 8T 5T 3T 9T XT QT "
           "KT JT 7T\n\nDiscard Pile: " +
           discard + "\n\nWent Out: Human\n\nNext Player: Computer\n";
}

// The hands shown under "Round N of 11" ("hand  JS 7H 5D", "hand  1:9S 2:6S 3:JC"), both seats
// on one line, the computer's first.
std::string hands_of_round(const std::string& out, int round) {
    std::size_t at = out.find("Round " + std::to_string(round) + " of 11:");
    REQUIRE_MESSAGE(at != std::string::npos, out);
    std::string hands;
    for (int seat = 0; seat < 2; ++seat) {
        at = out.find("hand  ", at);
        REQUIRE(at != std::string::npos);
        const std::size_t end = out.find('\n', at);
        hands += out.substr(at + 6, end - at - 6) + (seat == 0 ? " | " : "");
        at = end;
    }
    return hands;
}

// Drops the "1:" numbering of the human's cards: "1:9S 2:6S" -> "9S 6S".
std::string plain_cards(const std::string& text) {
    std::istringstream words(text);
    std::string out;
    for (std::string word; words >> word;) {
        out += (out.empty() ? "" : " ") + word.substr(word.find(':') + 1);
    }
    return out;
}

// Round 2 after loading `text` with --seed 2: the computer plays its last turn ("2": make a
// move), round 2 is dealt, the input ends at the next menu.
CliResult load_and_deal(const std::string& text, const std::string& name) {
    TempFile file(name);
    { std::ofstream(file.path(), std::ios::binary) << text; }
    return run_cli({"play", "fivecrowns", "--seed", "2", "--load", file.path()}, "2\n");
}

} // namespace

TEST_CASE("after a load with --seed, the next round is not a new game's deal from that seed") {
    const CliResult loaded = load_and_deal(went_out_save(), "resume_seed.txt");
    const std::string round2 = plain_cards(hands_of_round(loaded.out, 2));

    const CliResult fresh = run_cli({"play", "fivecrowns", "--seed", "2"}, "no\nheads\n");
    const std::string round1 = plain_cards(hands_of_round(fresh.out, 1));
    INFO("after the load: " << round2);
    INFO("a new game: " << round1);
    // Before, round 2 was "JS 7H 5D 6C | 9S 6S JC 7S" and a new game's round 1 "JS 7H 5D | 9S 6S
    // JC": the same shuffle, dealt one card further.
    const std::string computer1 = round1.substr(0, round1.find(" |"));
    CHECK(round2.rfind(computer1, 0) != 0);
    CHECK(round2.find(round1.substr(round1.find("| "))) == std::string::npos);
}

TEST_CASE("the same file and the same seed play the same game; another position deals anew") {
    const CliResult first = load_and_deal(went_out_save(), "resume_same.txt");
    const CliResult again = load_and_deal(went_out_save(), "resume_same.txt");
    CHECK(first.out == again.out);
    CHECK(hands_of_round(first.out, 2) == hands_of_round(again.out, 2));

    // Another card on the discard pile is another position: other deals.
    const CliResult other = load_and_deal(went_out_save("8S"), "resume_other.txt");
    CHECK(hands_of_round(other.out, 2) != hands_of_round(first.out, 2));
}

TEST_CASE("Cribbage: the deal after a loaded one comes from the seed and the position") {
    // The play ends (2C, then 9S), the show, Enter: deal 2 is dealt and shown.
    const std::string base = read_text(data_file("cribbage/play_go.txt"));
    auto deal_2 = [](const std::string& text, const std::string& name) {
        TempFile file(name);
        { std::ofstream(file.path(), std::ios::binary) << text; }
        const CliResult r =
            run_cli({"play", "cribbage", "--seed", "5", "--load", file.path()}, "2\n2C\n9S\n\n");
        const std::size_t deal = r.out.find("--- Deal 2:");
        REQUIRE_MESSAGE(deal != std::string::npos, r.out);
        const std::size_t hand = r.out.find("Your hand: ", deal);
        REQUIRE(hand != std::string::npos);
        return r.out.substr(hand, r.out.find('\n', hand) - hand);
    };
    const std::string first = deal_2(base, "crib_resume.txt");
    CHECK(deal_2(base, "crib_resume.txt") == first);
    // The computer's score one point lower is another position: another deal (on main, every
    // file loaded with --seed 5 got the same deal 2).
    const std::size_t score = base.find("Score: 45");
    REQUIRE(score != std::string::npos);
    const std::string other = std::string(base).replace(score, 9, "Score: 44");
    CHECK(deal_2(other, "crib_other.txt") != first);
}

} // namespace resume_seed_test
