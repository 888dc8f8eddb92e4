// Pinochle's rematch plays as many rounds as the record holds (docs/records.md, "The same deals,
// seats swapped"): its game has no end of its own, so the rematch makes the record's choices
// between rounds again (another round, then the end) and stops where the record did.

#include "cli_harness.hpp"

#include "parlor/cards/match.hpp"
#include "parlor/engine/game.hpp"
#include "parlor/engine/replay.hpp"
#include "parlor/engine/swapped.hpp"
#include "parlor/games/pinochle/game.hpp"

#include <doctest/doctest.h>

#include <string>
#include <vector>

namespace rematch_rounds_test {

using parlor::cli::test::read_text;
using parlor::cli::test::run_cli;
using parlor::cli::test::TempFile;
namespace engine = parlor::engine;
namespace pi = parlor::pinochle;

namespace {

// The rounds a record's game 1 played, and whether it reached its end.
struct Rounds {
    int rounds = 0;
    bool over = false;
};
Rounds rounds_of(const std::string& text) {
    const auto replayed = engine::replay_record<pi::Game>(text, "record", 1);
    REQUIRE(replayed.ok());
    return {replayed.last.round, replayed.last.phase == pi::Phase::GameOver};
}

// Every decision of the round by the seats' strategies, from `game` as it stands.
void play_round(engine::Game<pi::Game>& game, const std::vector<std::string>& seats) {
    for (int moves = 0; moves < 1000; ++moves) {
        const auto seat = pi::Game::to_act(game.state());
        if (!seat) {
            return;
        }
        const auto player = pi::Game::make_strategy(seats[static_cast<std::size_t>(*seat)],
                                                    static_cast<std::uint64_t>(moves + 1));
        const auto decision =
            parlor::cards::timed_decision(*player, pi::Game::view(game.state(), *seat), nullptr);
        REQUIRE(game.play(decision.action));
    }
}

} // namespace

TEST_CASE("rematch: Pinochle plays the record's rounds again, no more, no fewer") {
    // simulate's game is one round; a second is played on it here, then the end.
    const TempFile one("pinochle-one-round.jsonl");
    REQUIRE(run_cli({"simulate", "pinochle", "--games", "2", "--seed", "11", "--a", "greedy", "--b",
                     "expert", "--log", one.path()})
                .code == 0);
    const std::string text = read_text(one.path());
    const auto replayed = engine::replay_record<pi::Game>(text, "record", 1);
    REQUIRE(replayed.ok());
    REQUIRE(replayed.first.has_value());
    std::vector<std::string> lines;
    engine::Game<pi::Game> game(*replayed.first, 11, replayed.seats[1]);
    game.start_record({[&](const std::string& line) { lines.push_back(line); }, {}},
                      {text.substr(0, text.find('\n'))});
    for (const auto& step : replayed.steps) {
        if (std::holds_alternative<pi::EndGame>(step.action)) {
            break; // the record's end: another round instead
        }
        REQUIRE(game.play(step.action, &step.chance));
    }
    REQUIRE(game.state().phase == pi::Phase::RoundOver);
    REQUIRE(game.play(pi::AnotherRound{}));
    play_round(game, replayed.seats);
    REQUIRE(game.state().phase == pi::Phase::RoundOver);
    REQUIRE(game.play(pi::EndGame{}));
    std::string two;
    for (const std::string& line : lines) {
        two += line + "\n";
    }
    REQUIRE(rounds_of(two).rounds == 2);

    const engine::SwappedRematch rematch =
        engine::swapped_rematch<pi::Game>(two, "two-rounds.jsonl", 1, 5);
    REQUIRE(rematch.error.empty());
    std::string again;
    for (const std::string& line : rematch.lines) {
        again += line + "\n";
    }
    const Rounds played = rounds_of(again);
    CHECK(played.rounds == 2);
    CHECK(played.over);
    CHECK(rematch.reused == 2); // the second round's deck is the record's
}

} // namespace rematch_rounds_test
