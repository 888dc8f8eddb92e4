// The review's costs in chance to win and each round's luck and skill (docs/records.md, "The cost
// in chance to win" and "Luck and skill"), in all five games, through `parlor-cli review --json`.

#include "cli_harness.hpp"

#include "parlor/games/casino/review.hpp"
#include "parlor/games/cribbage/review.hpp"
#include "parlor/games/fivecrowns/review.hpp"
#include "parlor/games/pinochle/review.hpp"

#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <functional>
#include <sstream>
#include <string>
#include <vector>

namespace {

using parlor::cli::test::CliResult;
using parlor::cli::test::read_text;
using parlor::cli::test::run_cli;
using parlor::cli::test::TempFile;

struct Simulated {
    std::string game;
    std::vector<std::string> seats; // simulate's options choosing the players
};

nlohmann::json reviewed(const Simulated& sim, const TempFile& file) {
    std::vector<std::string> args{"simulate", sim.game, "--games", "2", "--seed", "5"};
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
            if (item["unit"] == "% chance to win" && item["close_call"] == false) {
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
    REQUIRE(run_cli({"simulate", "cribbage", "--games", "2", "--seed", "5", "--a", "greedy", "--b",
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

namespace {

// The decks a record deals, in order: every "deck" (and "stock" of a start) its lines hold.
std::vector<nlohmann::json> decks_of(const std::string& text) {
    std::vector<nlohmann::json> decks;
    std::istringstream lines(text);
    std::string line;
    while (std::getline(lines, line)) {
        const auto json = nlohmann::json::parse(line);
        if (json.value("game", 0) != 1) {
            continue;
        }
        for (const char* key : {"deck", "starter", "cuts"}) {
            if (json.contains(key)) {
                decks.push_back(json[key]);
            }
        }
    }
    return decks;
}

} // namespace

TEST_CASE("rematch: a record's deals played again with the seats swapped deal the same cards") {
    const std::vector<Simulated> games{
        {"cribbage", {"--a", "greedy", "--b", "expert"}},
        {"casino", {"--a", "greedy", "--b", "expert"}},
        {"fivecrowns", {"--a", "greedy", "--b", "expert"}},
        {"cruno", {"--seats", "rule,expert"}},
        // More than two seats: every player one seat on (the window's rematch means the same).
        {"cruno", {"--seats", "rule,expert,naive"}},
        // Pinochle's game has no end of its own: the rematch stops where the record did.
        {"pinochle", {"--a", "greedy", "--b", "expert"}},
    };
    for (const Simulated& sim : games) {
        CAPTURE(sim.game);
        const TempFile first(sim.game + "-first.jsonl");
        const TempFile swapped(sim.game + "-swapped.jsonl");
        // simulate plays a deal once in each rotation of the seats: as many games as seats.
        const std::size_t seats = sim.seats.front() == "--seats"
                                      ? 1 + static_cast<std::size_t>(std::count(
                                                sim.seats[1].begin(), sim.seats[1].end(), ','))
                                      : 2;
        CAPTURE(seats);
        std::vector<std::string> args{"simulate", sim.game, "--games", std::to_string(seats),
                                      "--seed",   "5"};
        args.insert(args.end(), sim.seats.begin(), sim.seats.end());
        args.insert(args.end(), {"--log", first.path()});
        REQUIRE(run_cli(args).code == 0);
        const CliResult rematch = run_cli({"rematch", first.path(), "--log", swapped.path()});
        CAPTURE(rematch.err);
        REQUIRE(rematch.code == 0);
        CHECK(rematch.out.find("played again with the seats swapped") != std::string::npos);
        // The new record replays through the rules.
        const CliResult replayed = run_cli({"replay", swapped.path(), "--check"});
        CAPTURE(replayed.err);
        CHECK(replayed.code == 0);
        if (sim.game == "pinochle") {
            // As many rounds as the record holds (simulate's game is one round), and finished.
            CAPTURE(replayed.out);
            CHECK(replayed.out.find(" in 1 round") != std::string::npos);
            CHECK(replayed.out.find("unfinished") == std::string::npos);
        }
        const std::string before = read_text(first.path());
        const std::string after = read_text(swapped.path());
        const auto start_before = nlohmann::json::parse(before.substr(0, before.find('\n')));
        const auto start_after = nlohmann::json::parse(after.substr(0, after.find('\n')));
        // Each seat's player one seat on: seat k + 1 now plays as seat k did (at two, exchanged).
        REQUIRE(start_after["seats"].size() == seats);
        for (std::size_t k = 0; k < seats; ++k) {
            CHECK(start_after["seats"][(k + 1) % seats] == start_before["seats"][k]);
        }
        // The same cards dealt: every deck (cut, starter) of the new game is the record's, in
        // order, as far as the shorter game goes.
        const auto dealt_before = decks_of(before);
        const auto dealt_after = decks_of(after);
        REQUIRE(!dealt_after.empty());
        const std::size_t n = std::min(dealt_before.size(), dealt_after.size());
        CHECK(n >= 1);
        for (std::size_t i = 0; i < n; ++i) {
            CAPTURE(i);
            CHECK(dealt_after[i] == dealt_before[i]);
        }
    }
}
