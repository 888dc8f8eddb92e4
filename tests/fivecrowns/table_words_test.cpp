// Five Crowns' words at a table of more than two (issue 44): the log's events name every seat,
// and the help, the computer's reasons and the review say "the next player" (the only one who can
// take a discard) and "another player has gone out" where two seats say "the opponent".

#include "test_cards.hpp"

#include "parlor/games/fivecrowns/ai.hpp"
#include "parlor/games/fivecrowns/event_words.hpp"
#include "parlor/games/fivecrowns/rules.hpp"

#include <doctest/doctest.h>

#include <string>
#include <vector>

using namespace parlor::fivecrowns;

namespace {

const Listener four{{"You", "Ann", "Bob", "Cy"}, Seat::Human};

bool says(const std::vector<std::string>& lines, const std::string& words) {
    for (const std::string& line : lines) {
        if (line.find(words) != std::string::npos) {
            return true;
        }
    }
    return false;
}

} // namespace

TEST_CASE("fivecrowns table words: the deal, going out and the scores name every seat") {
    CHECK(event_text(DealtEvent{3, seat_at(2), 4}, four) ==
          "Round 3: 5 cards each, 5s and jokers are wild. Bob plays first: the deal has passed "
          "to the left.");
    CHECK(event_text(WentOutEvent{seat_at(3), {}, 4}, four) ==
          "Cy went out! Every other player may play one last turn, in order.");
    RoundResult result;
    result.round = 5;
    result.points = {12, 0, 1, 30};
    CHECK(event_text(RoundScoredEvent{result}, four) ==
          "Round 5 scored: You 12 points, Ann 0 points, Bob 1 point, Cy 30 points.");
    // Seat names are the listener's, so a drawer other than the player stays hidden.
    CHECK(event_text(DrewEvent{seat_at(2), false, test::card_of("7D")}, four) ==
          "Bob drew a card from the draw pile.");
}

TEST_CASE("fivecrowns table words: the lowest total wins; seats sharing it share the win") {
    CHECK(event_text(GameOverEvent{seat_at(1), {120, 98, 130, 101}}, four) ==
          "Game over: Ann wins with 98 points (You 120 points, Ann 98 points, Bob 130 points, Cy "
          "101 points).");
    CHECK(event_text(GameOverEvent{Seat::Human, {90, 98, 130, 101}}, four) ==
          "Game over: You win with 90 points (You 90 points, Ann 98 points, Bob 130 points, Cy "
          "101 points).");
    CHECK(event_text(GameOverEvent{std::nullopt, {98, 120, 98, 98}}, four) ==
          "Game over: You, Bob and Cy share the win with 98 points (You 98 points, Ann 120 "
          "points, Bob 98 points, Cy 98 points).");
    // Two seats keep the brief's words.
    CHECK(event_text(GameOverEvent{Seat::Human, {40, 90}}, Listener{}) ==
          "Game over: You win (40 to 90).");
}

TEST_CASE("fivecrowns table words: at four seats the help and the computer never speak of one "
          "opponent, and say who can use a discard and that another player went out") {
    Rng rng(4407);
    GameState state = new_game(rng, 4);
    auto expert = make_strategy("expert", 11);
    std::vector<std::string> help;
    std::vector<std::string> reasons;
    int guard = 0;
    while (state.phase != Phase::GameOver && ++guard < 5000) {
        if (state.phase == Phase::RoundOver) {
            REQUIRE(apply(state, NextRound{}, rng).ok);
            continue;
        }
        const SeatView view = view_for(state, state.turn);
        const Advice advice = advise(view);
        help.insert(help.end(), advice.lines.begin(), advice.lines.end());
        help.push_back(advice.summary);
        const auto decision = expert->decide(view);
        reasons.insert(reasons.end(), decision.reasons.begin(), decision.reasons.end());
        REQUIRE(apply(state, decision.action, rng).ok);
    }
    REQUIRE(state.phase == Phase::GameOver);
    CHECK_FALSE(says(help, "opponent"));
    CHECK_FALSE(says(reasons, "opponent"));
    // Every round ends with last turns, and the help is asked on each of them.
    CHECK(says(help, "another player has gone out"));
    CHECK(says(reasons, "another player has gone out"));
}

TEST_CASE("fivecrowns table words: the same position at two seats still says the opponent") {
    Rng rng(4408);
    GameState state = new_game(rng, 2);
    REQUIRE(apply(state, CallToss{true}, rng).ok);
    std::vector<std::string> help;
    int guard = 0;
    while (state.phase != Phase::GameOver && ++guard < 5000) {
        if (state.phase == Phase::RoundOver) {
            REQUIRE(apply(state, NextRound{}, rng).ok);
            continue;
        }
        const Advice advice = advise(view_for(state, state.turn));
        help.insert(help.end(), advice.lines.begin(), advice.lines.end());
        REQUIRE(apply(state, advice.action, rng).ok);
    }
    CHECK(says(help, "the opponent has gone out"));
    CHECK_FALSE(says(help, "another player"));
    CHECK_FALSE(says(help, "the next player"));
}
