// The terminal's computer through the engine (issue 40, point 3), without a window: a strategy
// that breaks the rules, or that throws, does not stop the game; the first legal move is played
// in its place and the terminal says so, as the window's table does.

#include "cli_harness.hpp"

#include "cli/play_session.hpp"

#include "parlor/engine/replay.hpp"
#include "parlor/games/cribbage/game.hpp"

#include <doctest/doctest.h>

#include <memory>
#include <stdexcept>
#include <string>

namespace terminal_fallback_test {

using namespace parlor;
using namespace parlor::cli::test;
namespace cr = parlor::cribbage;
using Session = parlor::cli::TerminalSession<cr::Game>;

namespace {

// Asks for the next deal in the middle of one: never a legal move while the computer decides.
class RuleBreaker final : public cr::Strategy {
  public:
    std::string name() const override { return "rule-breaker"; }
    cards::Decision<cr::Action> decide(const cr::SeatView&) override {
        return {cr::NextDeal{}, {}};
    }
};

class Thrower final : public cr::Strategy {
  public:
    std::string name() const override { return "thrower"; }
    cards::Decision<cr::Action> decide(const cr::SeatView&) override {
        throw std::runtime_error("out of its depth");
    }
};

// A cribbage game played a while with `make`'s strategy for the computer: every computer move of
// its record is the first legal move of its moment. The terminal's words on io.err.
template <class Maker> std::string play_with(Maker make) {
    Session::use_strategy_for_tests(make);
    TempFile log("fallback.jsonl");
    std::string script = "no\n\n";
    for (int i = 0; i < 12; ++i) {
        script += "1 2\n1\n2\n3\n4\n\n";
    }
    const CliResult r =
        run_cli({"play", "cribbage", "--seed", "5", "--log", log.path()}, script + "quit\n");
    Session::use_strategy_for_tests({});
    const engine::Replayed<cr::Game> played =
        engine::replay_record<cr::Game>(read_text(log.path()), "fallback.jsonl");
    REQUIRE_MESSAGE(played.ok(), played.error);
    REQUIRE(played.first);
    cr::GameState state = *played.first;
    int computer_moves = 0;
    for (const auto& step : played.steps) {
        if (step.seat == 1) {
            CHECK(step.action == cr::Game::legal_actions(state).front());
            ++computer_moves;
        }
        REQUIRE(cr::Game::apply(state, step.action, step.chance));
    }
    CHECK(computer_moves >= 4);
    return r.err;
}

} // namespace

TEST_CASE("a strategy that breaks the rules: the first legal move, and the terminal says so") {
    const std::string err = play_with([] { return std::make_unique<RuleBreaker>(); });
    CHECK(err.find("(the rule-breaker strategy chose an illegal move, ") != std::string::npos);
}

TEST_CASE("a strategy that throws: the first legal move, and the terminal says so") {
    const std::string err = play_with([] { return std::make_unique<Thrower>(); });
    CHECK(err.find("(the thrower strategy could not decide: out of its depth; the first legal "
                   "move is played)") != std::string::npos);
}

} // namespace terminal_fallback_test
