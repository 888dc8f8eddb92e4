#include "cli_harness.hpp"

#include "parlor/games/cribbage/ai.hpp"
#include "parlor/games/cribbage/save.hpp"

#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

namespace cribbage_test {

using namespace parlor::cli::test;

namespace {

// Answers for a whole game: each prompt takes the first line it accepts (the others are refused
// and asked again): Enter to go on, two positions to lay away, a position to play.
std::string patient_answers(int rounds) {
    std::string input = "no\n";
    for (int i = 0; i < rounds; ++i) {
        input += "\n1 2\n1\n2\n3\n4\n";
    }
    return input;
}

} // namespace

TEST_CASE("cribbage score reads combinations from standard input") {
    const CliResult r =
        run_cli({"cribbage", "score"}, "5H 5S 5C JD 5D\n# a comment\n\n7C QH 2S JS 9H\n");
    CHECK(r.code == 0);
    CHECK(r.out ==
          "29\tfifteen two, fifteen four, fifteen six, fifteen eight, fifteen ten, fifteen twelve, "
          "fifteen fourteen, fifteen sixteen, four of a kind is twenty-eight, and his nobs is "
          "twenty-nine\n"
          "0\tnineteen (nothing)\n");
    const CliResult bad =
        run_cli({"cribbage", "score"}, "5H 5S 5C JD\n5H 5H 5C JD 5D\nAS 3H KH 7H 2D\n");
    CHECK(bad.code == 1);
    CHECK(bad.out == "5\tfifteen two, and a run of three is five\n");
    CHECK(bad.err == "stdin:1: a combination is four hand cards then the starter (5 cards), not 4\n"
                     "stdin:2: the 5H appears twice (there is one deck)\n");
}

TEST_CASE("cribbage score takes one combination as arguments, by the hand or the crib rule") {
    CHECK(run_cli({"cribbage", "score", "--starter", "5D", "5H", "5S", "5C", "JD"})
              .out.rfind("29\t", 0) == 0);
    CHECK(run_cli({"cribbage", "score", "2H", "3H", "6H", "8H", "QS"}).out ==
          "6\tfifteen two, and a flush of four is six\n");
    CHECK(run_cli({"cribbage", "score", "--crib", "2H", "3H", "6H", "8H", "QS"}).out ==
          "2\tfifteen two\n");
    const CliResult json =
        run_cli({"cribbage", "score", "--json", "--starter", "9H", "JH", "3S", "8C", "KD"});
    const auto object = nlohmann::json::parse(json.out);
    CHECK(object["points"] == 1);
    CHECK(object["items"][0]["kind"] == "nobs");
    CHECK(run_cli({"cribbage", "score", "--starter", "5D", "5H", "5S"}).code == 1);
}

TEST_CASE("cribbage discard ranks the ways to keep four") {
    const CliResult pone = run_cli(
        {"cribbage", "discard", "--pone", "--top", "2", "5H", "5S", "JD", "QC", "9C", "KD"});
    CHECK(pone.code == 0);
    CHECK(pone.out.find("Best: keep 5H 5S JD QC and lay away 9C KD.") != std::string::npos);
    CHECK(count_of(pone.out, "\n") >= 5); // a close call adds its line
    const CliResult json =
        run_cli({"cribbage", "discard", "--dealer", "--json", "5H", "5S", "JD", "QC", "9C", "KD"});
    const auto object = nlohmann::json::parse(json.out);
    CHECK(object["role"] == "dealer");
    CHECK(object["evaluated"] == 15);
    CHECK(object["choices"].size() == 5);
    CHECK(object["choices"][0]["total"].get<double>() ==
          doctest::Approx(object["choices"][0]["net"].get<double>() +
                          object["choices"][0]["play"].get<double>()));
    CHECK(run_cli({"cribbage", "discard", "5H", "5S", "JD", "QC", "9C", "KD"}).code == 1);
    CHECK(run_cli({"cribbage", "discard", "--pone", "5H", "5S", "JD"}).code == 1);
}

TEST_CASE("cribbage discard ranks and figures the choices as the help does") {
    // The hand of issue 21: the help and `discard --dealer` once disagreed on the best.
    const std::vector<std::string> hand{"KS", "5S", "4H", "KH", "XC", "2D"};
    for (const std::uint64_t seed : {1, 5}) {
        std::vector<std::string> args{"cribbage", "discard", "--dealer", "--json",
                                      "--top",    "15",      "--seed",   std::to_string(seed)};
        args.insert(args.end(), hand.begin(), hand.end());
        const auto object = nlohmann::json::parse(run_cli(args).out);
        parlor::cribbage::SeatView view;
        view.seat = parlor::cribbage::Seat::Human;
        view.turn = view.seat;
        view.dealer = view.seat;
        view.phase = parlor::cribbage::Phase::LayAway;
        for (const std::string& code : hand) {
            std::string error;
            view.hand.push_back(*parlor::cribbage::parse(code, error));
        }
        const auto advice = parlor::cribbage::advise(view, seed);
        const auto json = parlor::cribbage::advice_json(view, advice);
        REQUIRE(object["choices"].size() == 15);
        REQUIRE(json["alternatives"].size() == 14);
        for (std::size_t i = 0; i < 15; ++i) {
            const auto& facts = i == 0 ? json["facts"] : json["alternatives"][i - 1]["facts"];
            const auto& choice = object["choices"][i];
            CHECK(choice["keep"].dump() == facts["keep"].dump());
            CHECK(choice["lay_away"].dump() == facts["lay_away"].dump());
            CHECK(choice["total"].get<double>() == doctest::Approx(facts["total"].get<double>()));
            CHECK(choice["play"].get<double>() == doctest::Approx(facts["play"].get<double>()));
            CHECK(choice["hand"].get<double>() == doctest::Approx(facts["hand"].get<double>()));
            CHECK(choice["crib"].get<double>() == doctest::Approx(facts["crib"].get<double>()));
        }
    }
}

TEST_CASE("cribbage distribution prints the whole table") {
    const CliResult r = run_cli({"cribbage", "distribution", "--json"});
    CHECK(r.code == 0);
    const auto object = nlohmann::json::parse(r.out);
    CHECK(object["combinations"] == 12994800);
    CHECK(object["counts"][0] == 1009008);
    CHECK(object["counts"][29] == 4);
    const CliResult text = run_cli({"cribbage", "distribution", "--crib"});
    CHECK(text.out.find("0\t1022208\t") != std::string::npos);
    CHECK(text.out.find("mean 4.734819") != std::string::npos);
}

TEST_CASE("check recognises a Cribbage save") {
    const CliResult r = run_cli({"check", data_file("cribbage/play_go.txt")});
    CHECK(r.code == 0);
    CHECK(r.out.find("Cribbage, Human 52, Computer 45") != std::string::npos);
    const CliResult bad = run_cli({"check", data_file("cribbage/documented_example.txt")});
    CHECK(bad.code == 1);
}

TEST_CASE("simulate cribbage reports with the shared keys") {
    const CliResult r = run_cli(
        {"simulate", "cribbage", "--games", "4", "--a", "greedy", "--b", "random", "--json"});
    CHECK(r.code == 0);
    const auto object = nlohmann::json::parse(r.out);
    CHECK(object["games"] == 4);
    CHECK(object["a_wins"].get<int>() + object["b_wins"].get<int>() == 4);
    CHECK(object.contains("decision_ms_p95"));
}

TEST_CASE("play cribbage: a whole game from the terminal, and a save that resumes") {
    const CliResult game = run_cli({"play", "cribbage", "--seed", "7"}, patient_answers(400));
    CHECK(game.code == 0);
    CHECK(count_of(game.out, "=== ") == 1);
    CHECK(game.out.find("Final scores:") != std::string::npos);

    TempFile file("cribbage_save.txt");
    const CliResult saved =
        run_cli({"play", "cribbage", "--seed", "7"}, "no\n\nsave\n" + file.path() + "\n");
    CHECK(saved.code == 0);
    CHECK(saved.out.find("The game is saved in") != std::string::npos);
    const auto loaded = parlor::cribbage::load_save_file(file.path());
    REQUIRE_MESSAGE(loaded.state.has_value(), loaded.error);
    CHECK(loaded.state->phase == parlor::cribbage::Phase::LayAway);
    const CliResult resumed =
        run_cli({"play", "cribbage", "--seed", "7", "--load", file.path()}, "quit\n");
    CHECK(resumed.code == 0);
    CHECK(resumed.out.find("You quit the game") != std::string::npos);
    // Input that ends early is an error, not a hang.
    CHECK(run_cli({"play", "cribbage", "--seed", "7"}, "no\n").code == 1);
}

TEST_CASE("play cribbage --players 3 and 4: whole games at a table") {
    // Positions 1 to 5 in turn: a card that does not fit is refused and the next line tried.
    std::string cycle;
    for (int i = 0; i < 3000; ++i) {
        cycle += std::to_string(i % 5 + 1) + "\n";
    }
    const CliResult three = run_cli({"play", "cribbage", "--players", "3", "--seed", "21"}, cycle);
    CHECK(three.code == 0);
    CHECK(three.out.rfind("Cribbage, 3 players, against the computer (expert), to 121.", 0) == 0);
    CHECK(three.out.find("Lay away one card to") != std::string::npos);
    CHECK(three.out.find("Right show:") != std::string::npos);
    CHECK(three.out.find("the game is won.") != std::string::npos);
    CHECK(three.out.find("121") != std::string::npos);
    const CliResult four = run_cli({"play", "cribbage", "--players", "4", "--seed", "21"}, cycle);
    CHECK(four.code == 0);
    CHECK(four.out.find("Your partner show:") != std::string::npos);
    CHECK(four.out.find("Scores (121 wins): you and your partner ") != std::string::npos);
    CHECK(run_cli({"play", "cribbage", "--players", "3", "--seed", "21"}, "1\n").code == 1);
}

TEST_CASE("simulate cribbage --to 61 plays games to 61 and says so; other lengths are refused") {
    const CliResult r = run_cli(
        {"simulate", "cribbage", "--games", "4", "--a", "greedy", "--b", "random", "--to", "61"});
    CHECK(r.code == 0);
    CHECK(r.out.rfind("Cribbage to 61: A = greedy, B = random", 0) == 0);
    // The winner of each game stops at 61: the winners' mean cannot pass it.
    const CliResult json = run_cli({"simulate", "cribbage", "--games", "4", "--a", "greedy", "--b",
                                    "random", "--to", "61", "--json"});
    const auto object = nlohmann::json::parse(json.out);
    CHECK(object["mean_points_a"].get<double>() <= 61.0);
    CHECK(object["mean_points_b"].get<double>() <= 61.0);
    CHECK(object["mean_points_a"].get<double>() + object["mean_points_b"].get<double>() > 61.0);
    CHECK(run_cli({"simulate", "cribbage", "--games", "4", "--a", "greedy", "--b", "random"})
              .out.rfind("Cribbage to 121: ", 0) == 0);
    CHECK(run_cli({"simulate", "cribbage", "--games", "4", "--to", "60"}).code != 0);
}

TEST_CASE("play cribbage --to 61: a whole game to 61, saved with its length, resumed to 61") {
    const CliResult game =
        run_cli({"play", "cribbage", "--seed", "7", "--to", "61"}, patient_answers(400));
    CHECK(game.code == 0);
    CHECK(game.out.find("(Expert), to 61.") != std::string::npos);
    CHECK(game.out.find("(61 wins)") != std::string::npos);
    CHECK(game.out.find("Final scores:") != std::string::npos);
    CHECK(game.out.find("121") == std::string::npos);

    TempFile file("cribbage_short_save.txt");
    const CliResult saved = run_cli({"play", "cribbage", "--seed", "7", "--to", "61"},
                                    "no\n\nsave\n" + file.path() + "\n");
    CHECK(saved.code == 0);
    const auto loaded = parlor::cribbage::load_save_file(file.path());
    REQUIRE_MESSAGE(loaded.state.has_value(), loaded.error);
    CHECK(loaded.state->target == 61);
    CHECK(read_text(file.path()).find("Length: 61\n") != std::string::npos);
    // A loaded game keeps its own length, whatever --to says.
    const CliResult resumed =
        run_cli({"play", "cribbage", "--seed", "7", "--load", file.path()}, "quit\n");
    CHECK(resumed.code == 0);
    CHECK(resumed.out.find(", to 61.") != std::string::npos);
    CHECK(run_cli({"play", "cribbage", "--to", "100"}, "quit\n").code != 0);
}

} // namespace cribbage_test
