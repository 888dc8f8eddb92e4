// The review's costs in chance to win and each round's luck and skill (docs/records.md, "The cost
// in chance to win" and "Luck and skill"), in all five games, through `parlor-cli review --json`.

#include "cli_harness.hpp"

#include "parlor/games/casino/review.hpp"
#include "parlor/games/cribbage/review.hpp"
#include "parlor/games/fivecrowns/review.hpp"
#include "parlor/games/pinochle/review.hpp"

#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include <cmath>
#include <functional>
#include <string>
#include <vector>

namespace {

using parlor::cli::test::CliResult;
using parlor::cli::test::run_cli;
using parlor::cli::test::TempFile;

struct Simulated {
    std::string game;
    std::vector<std::string> seats; // simulate's options choosing the players
};

nlohmann::json reviewed(const Simulated& sim, const TempFile& file) {
    std::vector<std::string> args{"simulate", sim.game, "--games", "1", "--seed", "5"};
    args.insert(args.end(), sim.seats.begin(), sim.seats.end());
    args.insert(args.end(), {"--log", file.path()});
    const CliResult simulated = run_cli(args);
    REQUIRE(simulated.code == 0);
    const CliResult review = run_cli({"review", file.path(), "--seat", "0", "--json"});
    REQUIRE(review.code == 0);
    return nlohmann::json::parse(review.out);
}

} // namespace

TEST_CASE("review --json: every item's win_cost and every round's luck and skill, in all five "
          "games") {
    const std::vector<Simulated> games{
        {"cribbage", {"--a", "greedy", "--b", "expert"}},
        {"casino", {"--a", "greedy", "--b", "expert"}},
        {"fivecrowns", {"--a", "greedy", "--b", "expert"}},
        {"pinochle", {"--a", "greedy", "--b", "expert"}},
        {"cruno", {"--seats", "rule,expert"}},
    };
    for (const Simulated& sim : games) {
        CAPTURE(sim.game);
        const TempFile file(sim.game + "-luck.jsonl");
        const nlohmann::json review = reviewed(sim, file);
        REQUIRE(review["items"].is_array());
        REQUIRE(review["rounds"].is_array());
        CHECK(!review["items"].empty()); // a greedy or rule player makes mistakes
        for (const auto& item : review["items"]) {
            REQUIRE(item.contains("win_cost"));
            const double win_cost = item["win_cost"].get<double>();
            CHECK(win_cost >= 0);
            CHECK(win_cost <= 100);
            if (item["close_call"] == true) {
                CHECK(win_cost == 0); // a close call costs nothing
            }
            if (item["unit"] == "% chance to win") {
                CHECK(win_cost == doctest::Approx(item["cost"].get<double>()));
            }
        }
        CHECK(!review["rounds"].empty());
        for (const auto& round : review["rounds"]) {
            CAPTURE(round.dump());
            const double luck = round["luck"].get<double>();
            const double skill = round["skill"].get<double>();
            CHECK(luck + skill == doctest::Approx(round["result"].get<double>()).epsilon(1e-12));
            CHECK(skill <= 0); // a decision of the seat's costs, never gains, against the expert's
        }
    }
}

TEST_CASE("review text: a line per round says what came from the cards and from the decisions") {
    const TempFile file("cribbage-luck.jsonl");
    REQUIRE(run_cli({"simulate", "cribbage", "--games", "1", "--seed", "5", "--a", "greedy", "--b",
                     "expert", "--log", file.path()})
                .code == 0);
    const CliResult text = run_cli({"review", file.path(), "--seat", "0"});
    REQUIRE(text.code == 0);
    CHECK(text.out.find("\nDeal 1: ") != std::string::npos);
    CHECK(text.out.find(" points against an even deal: ") != std::string::npos);
    CHECK(text.out.find(" from the cards, ") != std::string::npos);
    CHECK(text.out.find("% of your chance to win)") != std::string::npos);
}

TEST_CASE("each game's win model: more chance with a greater standing, from 0 to 100") {
    namespace cr = parlor::cribbage;
    namespace ca = parlor::casino;
    namespace fc = parlor::fivecrowns;
    namespace pi = parlor::pinochle;
    using parlor::cards::Seat;
    cr::GameState cribbage;
    cribbage.players[0].score = 100;
    cribbage.players[1].score = 104;
    ca::GameState casino;
    casino.players[0].score = 12;
    casino.players[1].score = 9;
    fc::GameState fivecrowns;
    fivecrowns.round = 6;
    fivecrowns.players[0].score = 60;
    fivecrowns.players[1].score = 52;
    pi::GameState pinochle;
    pinochle.target = 1000;
    pinochle.players[0].game_score = 600;
    pinochle.players[1].game_score = 700;
    const std::vector<std::function<double(double)>> models{
        [&](double shift) { return cr::win_chance(cribbage, Seat::Human, shift); },
        [&](double shift) { return ca::win_chance(casino, Seat::Human, shift); },
        [&](double shift) { return fc::win_chance(fivecrowns, Seat::Human, shift); },
        [&](double shift) { return pi::win_chance(pinochle, Seat::Human, shift * 10); },
    };
    for (std::size_t m = 0; m < models.size(); ++m) {
        CAPTURE(m);
        double last = -1;
        for (double shift = -15; shift <= 15; shift += 0.25) {
            const double chance = models[m](shift);
            CHECK(chance >= last);
            CHECK(chance >= 0);
            CHECK(chance <= 100);
            last = chance;
        }
        CHECK(models[m](10) > models[m](-10));
    }
    // Five Crowns: fewer points win; the standing counts the other way round.
    CHECK(fc::standing(fivecrowns, Seat::Human) == -8);
    CHECK(fc::win_chance(fivecrowns, Seat::Human) < 50);
    CHECK(pi::standing(pinochle, Seat::Human) == -100);
}
