#include "cli_harness.hpp"

#include "cli/fivecrowns/simulate.hpp"
#include "cli/simulate.hpp"
#include "parlor/games/cribbage/table_record.hpp"

#include <doctest/doctest.h>
#include <nlohmann/json.hpp>

#include <set>

namespace simulate_test {

using namespace parlor::cli::test;

TEST_CASE("simulate --json has exactly the documented keys and consistent numbers") {
    const CliResult r = run_cli({"simulate", "fivecrowns", "--games", "4", "--seed", "7", "--a",
                                 "greedy", "--b", "random", "--json"});
    REQUIRE(r.code == 0);
    CHECK(r.err.empty()); // no progress line when stderr is not a terminal
    const auto json = nlohmann::json::parse(r.out);
    std::set<std::string> keys;
    for (const auto& [key, value] : json.items()) {
        keys.insert(key);
    }
    CHECK(keys == std::set<std::string>{"games", "a_wins", "b_wins", "ties", "a_win_rate", "ci_low",
                                        "ci_high", "mean_points_a", "mean_points_b",
                                        "decision_ms_p50", "decision_ms_p95", "decision_ms_max",
                                        "capped_rounds"});
    const int games = json.at("games");
    const int a_wins = json.at("a_wins");
    const int ties = json.at("ties");
    CHECK(games == 4);
    CHECK(a_wins + json.at("b_wins").get<int>() + ties == 4);
    const double rate = json.at("a_win_rate");
    CHECK(rate == doctest::Approx((a_wins + ties / 2.0) / games));
    CHECK(json.at("ci_low").get<double>() <= rate);
    CHECK(rate <= json.at("ci_high").get<double>());
    CHECK(json.at("ci_low").get<double>() >= 0);
    CHECK(json.at("ci_high").get<double>() <= 1);
    CHECK(json.at("mean_points_a").get<double>() > 0);
    CHECK(json.at("mean_points_b").get<double>() > json.at("mean_points_a").get<double>());
    CHECK(json.at("decision_ms_p50").get<double>() <= json.at("decision_ms_p95").get<double>());
    CHECK(json.at("decision_ms_p95").get<double>() <= json.at("decision_ms_max").get<double>());
    CHECK(json.at("decision_ms_max").get<double>() > 0);
    CHECK(json.at("capped_rounds") == 0);

    // The same seed plays the same games (the times aside).
    const auto again =
        nlohmann::json::parse(run_cli({"simulate", "fivecrowns", "--games", "4", "--seed", "7",
                                       "--a", "greedy", "--b", "random", "--json"})
                                  .out);
    for (const char* key : {"a_wins", "b_wins", "ties", "mean_points_a", "mean_points_b"}) {
        CHECK(again.at(key) == json.at(key));
    }
}

TEST_CASE("simulate pairs the games: the same deal with the seats swapped") {
    const auto seeds = parlor::cli::deal_seeds(9, 3);
    CHECK(seeds.size() == 3);
    CHECK(seeds == parlor::cli::deal_seeds(9, 3));
    CHECK(seeds != parlor::cli::deal_seeds(10, 3));
    // Two identical deterministic strategies on the same deal: swapping the seats swaps the
    // sides' points.
    const auto straight = parlor::cli::fc::play_one_game("greedy", "greedy", seeds[0], false);
    const auto swapped = parlor::cli::fc::play_one_game("greedy", "greedy", seeds[0], true);
    CHECK(straight.points_a == swapped.points_b);
    CHECK(straight.points_b == swapped.points_a);
}

TEST_CASE("simulate prints a readable report, and refuses an odd number of games") {
    const CliResult r =
        run_cli({"simulate", "fivecrowns", "--games", "2", "--a", "greedy", "--b", "greedy"});
    CHECK(r.code == 0);
    CHECK(r.out.find("A win rate") != std::string::npos);
    CHECK(r.out.find("95% CI") != std::string::npos);
    CHECK(r.out.find("decision time  p50") != std::string::npos);
    CHECK(r.out.find("capped rounds  0") != std::string::npos);

    const CliResult odd = run_cli({"simulate", "fivecrowns", "--games", "3"});
    CHECK(odd.code == 1);
    CHECK(odd.err.find("even") != std::string::npos);
}

TEST_CASE("simulate fivecrowns --seats: a table of 2 to 7, each entry's share of the wins") {
    const CliResult r = run_cli({"simulate", "fivecrowns", "--seats", "expert,greedy,random",
                                 "--games", "6", "--seed", "5", "--json"});
    REQUIRE(r.code == 0);
    const auto json = nlohmann::ordered_json::parse(r.out);
    std::vector<std::string> keys;
    for (const auto& [key, value] : json.items()) {
        keys.push_back(key);
    }
    CHECK(keys == std::vector<std::string>{"games", "players", "strategies", "wins", "share",
                                           "ci_low", "ci_high", "decision_ms_p95",
                                           "decision_ms_max", "capped_games"});
    CHECK(json.at("games") == 6);
    CHECK(json.at("players") == 3);
    CHECK(json.at("strategies") == nlohmann::ordered_json({"expert", "greedy", "random"}));
    double wins = 0;
    for (std::size_t i = 0; i < 3; ++i) {
        wins += json.at("wins")[i].get<double>();
        CHECK(json.at("share")[i].get<double>() ==
              doctest::Approx(json.at("wins")[i].get<double>() / 6));
        CHECK(json.at("ci_low")[i].get<double>() <= json.at("share")[i].get<double>());
        CHECK(json.at("ci_high")[i].get<double>() >= json.at("share")[i].get<double>());
    }
    CHECK(wins == doctest::Approx(6)); // a tie shares its win
    // The same seed, the same games (the times aside).
    const auto again = nlohmann::ordered_json::parse(
        run_cli({"simulate", "fivecrowns", "--seats", "expert,greedy,random", "--games", "6",
                 "--seed", "5", "--json"})
            .out);
    CHECK(again.at("wins") == json.at("wins"));

    const CliResult text = run_cli(
        {"simulate", "fivecrowns", "--seats", "greedy,random,random,random", "--games", "4"});
    CHECK(text.code == 0);
    CHECK(text.out.rfind("Five Crowns, 4 players, 4 games", 0) == 0);
    CHECK(text.out.find("entry 1 (greedy): wins ") != std::string::npos);
    CHECK(text.out.find("Fair share: 25.0% each.") != std::string::npos);
}

TEST_CASE("simulate cribbage --seats: three-handed, and four in partnerships with --partners") {
    const CliResult r = run_cli({"simulate", "cribbage", "--seats", "expert,greedy,random",
                                 "--games", "3", "--seed", "5", "--json"});
    REQUIRE(r.code == 0);
    const auto json = nlohmann::ordered_json::parse(r.out);
    CHECK(json.at("games") == 3);
    CHECK(json.at("players") == 3);
    CHECK(json.at("strategies") == nlohmann::ordered_json({"expert", "greedy", "random"}));
    double wins = 0;
    for (std::size_t i = 0; i < 3; ++i) {
        wins += json.at("wins")[i].get<double>();
        CHECK(json.at("ci_low")[i].get<double>() <= json.at("share")[i].get<double>());
        CHECK(json.at("ci_high")[i].get<double>() >= json.at("share")[i].get<double>());
    }
    CHECK(wins == doctest::Approx(3));
    CHECK(json.at("decision_ms_p95").get<double>() > 0);
    CHECK(json.at("capped_games") == 0);

    const CliResult pairs =
        run_cli({"simulate", "cribbage", "--seats", "greedy,random,greedy,random", "--partners",
                 "--games", "4", "--seed", "5", "--json"});
    REQUIRE(pairs.code == 0);
    const auto sides = nlohmann::ordered_json::parse(pairs.out);
    CHECK(sides.at("strategies") == nlohmann::ordered_json({"greedy+greedy", "random+random"}));
    CHECK(sides.at("wins")[0].get<double>() + sides.at("wins")[1].get<double>() ==
          doctest::Approx(4));
    // Without --partners each partner is credited half of its partnership's win.
    const auto seats = nlohmann::ordered_json::parse(
        run_cli({"simulate", "cribbage", "--seats", "greedy,random,greedy,random", "--games", "4",
                 "--seed", "5", "--json"})
            .out);
    CHECK(seats.at("wins")[0].get<double>() + seats.at("wins")[2].get<double>() ==
          doctest::Approx(sides.at("wins")[0].get<double>()));
    CHECK(seats.at("wins")[0].get<double>() == seats.at("wins")[2].get<double>());

    const CliResult text =
        run_cli({"simulate", "cribbage", "--seats", "greedy,random,random", "--games", "3"});
    CHECK(text.code == 0);
    CHECK(text.out.rfind("Cribbage to 121, 3 players, 3 games", 0) == 0);
    CHECK(text.out.find("Fair share: 33.3% each.") != std::string::npos);

    const CliResult five = run_cli(
        {"simulate", "cribbage", "--seats", "random,random,random,random,random", "--games", "5"});
    CHECK(five.code == 1);
    CHECK(five.err ==
          "simulate: a Cribbage table of more than two seats has 3 or 4 players, not 5\n");
    const CliResult three = run_cli(
        {"simulate", "cribbage", "--seats", "random,random,random", "--partners", "--games", "3"});
    CHECK(three.code == 1);
    CHECK(three.err == "simulate: --partners needs four seats (two partnerships)\n");
}

TEST_CASE("simulate cribbage --seats --log writes a table's record that replays to its scores") {
    const TempFile file("table.log");
    const CliResult log =
        run_cli({"simulate", "cribbage", "--seats", "expert,random,greedy,random", "--partners",
                 "--games", "4", "--seed", "3", "--to", "61", "--log", file.path(), "--reasons"});
    REQUIRE_MESSAGE(log.code == 0, log.err);
    const std::string text = read_text(file.path());
    CHECK(parlor::cribbage::is_table_record(text));
    const auto read = parlor::cribbage::read_recorded_table_games(text, "table.log");
    REQUIRE_MESSAGE(read.ok(), read.error);
    REQUIRE(read.games.size() == 4);
    for (const auto& game : read.games) {
        CHECK(game.seats.size() == 4);
        parlor::cribbage::TableState state;
        CHECK(parlor::cribbage::replay_table(game, "table.log", state).empty());
        CHECK(state.phase == parlor::cribbage::Phase::GameOver);
        CHECK(state.scores == game.scores.back().scores);
    }
    // --reasons keeps the computer's words with its moves.
    CHECK(text.find("\"said\"") != std::string::npos);
}

TEST_CASE("simulate fivecrowns --seats refuses a table the game does not have") {
    const CliResult eight = run_cli({"simulate", "fivecrowns", "--seats",
                                     "random,random,random,random,random,random,"
                                     "random,random",
                                     "--games", "8"});
    CHECK(eight.code == 1);
    CHECK(eight.err == "simulate: a Five Crowns table has 2 to 7 players, not 8\n");
    const CliResult games =
        run_cli({"simulate", "fivecrowns", "--seats", "random,random,random", "--games", "4"});
    CHECK(games.code == 1);
    CHECK(games.err.find("--games must be a multiple of the 3 players") != std::string::npos);
    CHECK(run_cli({"simulate", "fivecrowns", "--seats", "random,wizard,random"}).code != 0);
    const CliResult log = run_cli({"simulate", "fivecrowns", "--seats", "random,random,random",
                                   "--games", "3", "--log", "/nonexistent/x.jsonl"});
    CHECK(log.code == 1);
    CHECK(log.err == "simulate: /nonexistent/x.jsonl: cannot be written (No such file or "
                     "directory)\n");
}

TEST_CASE("simulate fivecrowns --seats --log writes every seat's games, which replay") {
    TempFile record("table.jsonl");
    const CliResult r =
        run_cli({"simulate", "fivecrowns", "--seats", "expert,greedy,random", "--games", "3",
                 "--seed", "4", "--log", record.path(), "--reasons"});
    INFO(r.err);
    CHECK(r.code == 0);
    const std::string text = read_text(record.path());
    CHECK(count_of(text, "\"event\":\"start\"") == 3);
    CHECK(text.find("\"seats\":[\"expert\",\"greedy\",\"random\"]") != std::string::npos);
    CHECK(text.find("\"seats\":[\"random\",\"expert\",\"greedy\"]") != std::string::npos);
    CHECK(text.find("\"said\"") != std::string::npos); // --reasons: record version 2
    const CliResult replayed = run_cli({"replay", record.path(), "--check"});
    INFO(replayed.err);
    CHECK(replayed.code == 0);
    CHECK(replayed.out.find("3 games replay through the rules") != std::string::npos);
}

} // namespace simulate_test
