// The short game, to 61: the same rules with the end at 61, its skunk line at 31, and the
// expert's win model built for it.
#include "parlor/games/cribbage/ai.hpp"
#include "parlor/games/cribbage/match.hpp"
#include "parlor/games/cribbage/rules.hpp"
#include "parlor/games/cribbage/win_model.hpp"
#include "test_cards.hpp"

#include <doctest/doctest.h>

using namespace parlor::cribbage;
using parlor::cribbage::test::card;
using parlor::cribbage::test::cards;
using parlor::cribbage::test::events_of;
using parlor::cribbage::test::play;

namespace {

GameState short_play_state(Seat dealer, const std::string& human, const std::string& computer,
                           const std::string& starter) {
    GameState state = new_game(short_game_score);
    state.dealer = dealer;
    state.phase = Phase::Play;
    state.turn = other(dealer);
    state.player(Seat::Human).hand = cards(human);
    state.player(Seat::Computer).hand = cards(computer);
    state.starter = card(starter);
    state.deal_number = 1;
    return state;
}

} // namespace

TEST_CASE("a new game is to 121 unless asked for 61, and only those lengths are games") {
    CHECK(new_game().target == 121);
    CHECK(new_game(61).target == 61);
    CHECK(valid_target(121));
    CHECK(valid_target(61));
    CHECK_FALSE(valid_target(60));
    CHECK_FALSE(valid_target(0));
    CHECK(view_for(new_game(61), Seat::Computer).target == 61);
}

TEST_CASE("to 61 the game ends the moment a player reaches 61 in the play; the score stops there") {
    GameState state = short_play_state(Seat::Computer, "5H 2C 3C 4C", "XS 9D 8D 7D", "KD");
    state.player(Seat::Human).score = 40;
    state.player(Seat::Computer).score = 60;
    REQUIRE(play(state, "5H").ok);
    const Outcome outcome = play(state, "XS"); // fifteen two: 62, stopped at 61
    CHECK(state.phase == Phase::GameOver);
    CHECK(state.player(Seat::Computer).score == 61);
    CHECK(winner(state) == Seat::Computer);
    const auto over = events_of<GameOverEvent>(outcome);
    REQUIRE(over.size() == 1);
    CHECK(over[0].scores[static_cast<std::size_t>(index(Seat::Computer))] == 61);
    CHECK(over[0].skunk == Skunk::None);
    CHECK(legal_actions(state).empty());
}

TEST_CASE("the same points in a game to 121 go on past 61") {
    GameState state = short_play_state(Seat::Computer, "5H 2C 3C 4C", "XS 9D 8D 7D", "KD");
    state.target = winning_score;
    state.player(Seat::Computer).score = 60;
    REQUIRE(play(state, "5H").ok);
    REQUIRE(play(state, "XS").ok);
    CHECK(state.player(Seat::Computer).score == 62);
    CHECK(state.phase == Phase::Play);
}

TEST_CASE("to 61 his heels can win the game, and a loser below 31 is skunked") {
    GameState state = new_game(short_game_score);
    state.dealer = Seat::Human;
    state.phase = Phase::LayAway;
    state.turn = Seat::Computer;
    state.player(Seat::Human).hand = cards("AH 2H 3H 4H 5H 6H");
    state.player(Seat::Computer).hand = cards("AS 2S 3S 4S 5S 6S");
    state.stock = cards("JC JD JH JS");
    state.deal_number = 1;
    state.player(Seat::Human).score = 59;
    state.player(Seat::Computer).score = 30;
    Rng rng(3);
    REQUIRE(apply(state, LayAway{card("AS"), card("2S")}, rng).ok);
    const Outcome outcome = apply(state, LayAway{card("AH"), card("2H")}, rng);
    CHECK(state.phase == Phase::GameOver);
    CHECK(winner(state) == Seat::Human);
    CHECK(state.player(Seat::Human).score == 61);
    const auto over = events_of<GameOverEvent>(outcome);
    REQUIRE(over.size() == 1);
    CHECK(over[0].skunk == Skunk::Single);
}

TEST_CASE("to 61 the pone's hand counts before the dealer's and wins the race") {
    GameState state = short_play_state(Seat::Computer, "5H", "AS", "JD");
    state.player(Seat::Human).played = cards("5D JC KH");
    state.player(Seat::Computer).played = cards("QH QS 2D");
    state.player(Seat::Computer).laid_away = cards("AH 2H");
    state.player(Seat::Human).laid_away = cards("3H 4H");
    state.player(Seat::Human).score = 50; // the pone's hand 5-5-J-K with a J starter: 12 or so
    state.player(Seat::Computer).score = 55;
    REQUIRE(play(state, "5H").ok);
    const Outcome outcome = play(state, "AS");
    const auto shows = events_of<ShowEvent>(outcome);
    REQUIRE(shows.size() == 1);
    CHECK(shows[0].show.seat == Seat::Human);
    CHECK(state.phase == Phase::GameOver);
    CHECK(winner(state) == Seat::Human);
    CHECK(state.player(Seat::Human).score == 61);
    CHECK(state.player(Seat::Computer).score == 55 + 1); // only its last card
}

TEST_CASE("skunks to 61: below 31, and never a double skunk") {
    CHECK(skunk_of(31, 61) == Skunk::None);
    CHECK(skunk_of(30, 61) == Skunk::Single);
    CHECK(skunk_of(0, 61) == Skunk::Single);
    // The game to 121 keeps its lines.
    CHECK(skunk_of(30, 121) == Skunk::Double);
    CHECK(skunk_of(60) == Skunk::Double);
}

TEST_CASE("random games to 61 end at 61 with the scores never past it") {
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
        Rng rng(seed);
        GameState state = new_game(short_game_score);
        int steps = 0;
        while (state.phase != Phase::GameOver) {
            REQUIRE(++steps < 3000);
            const auto actions = legal_actions(state);
            REQUIRE(!actions.empty());
            REQUIRE(apply(state, actions[rng.below(actions.size())], rng).ok);
            for (const Seat s : {Seat::Human, Seat::Computer}) {
                REQUIRE(state.player(s).score <= 61);
            }
        }
        REQUIRE(winner(state).has_value());
        CHECK(state.player(*winner(state)).score == 61);
        CHECK(state.player(other(*winner(state))).score < 61);
    }
}

TEST_CASE("the win model to 61: certain at 61, even-handed, and the same deal nearer the end") {
    const WinModel& model = WinModel::instance(61);
    CHECK(model.target() == 61);
    CHECK(WinModel::instance().target() == 121);
    CHECK(model.pone_wins(61, 0) == 1.0);
    CHECK(model.pone_wins(0, 61) == 0.0);
    // At 0-0 the pone (who counts first and gets no crib) is close to even either way.
    CHECK(model.pone_wins(0, 0) > 0.3);
    CHECK(model.pone_wins(0, 0) < 0.7);
    // 60 points to go to 61 is the game to 121 from 60 each: the same table, shifted.
    CHECK(model.pone_wins(10, 20) == doctest::Approx(WinModel::instance().pone_wins(70, 80)));
    CHECK(model.pone_wins(50, 20) > model.pone_wins(40, 20));
    CHECK(model.pone_wins(40, 50) < model.pone_wins(40, 40));
    // The end of the game starts as far from the end in both lengths.
    CHECK(near_the_end({25, 0}, 61));
    CHECK_FALSE(near_the_end({24, 10}, 61));
    CHECK(near_the_end({85, 0}));
    CHECK_FALSE(near_the_end({84, 0}));
}

TEST_CASE("the expert's reasons name the game's real end") {
    // The computer deals at 59 to 40 in a game to 61: its 10 on the human's 5 makes fifteen for
    // 2 and the game, and it says it reaches 61.
    GameState state = short_play_state(Seat::Computer, "5H 2C 3C 4C", "XS 9D 8D 7D", "KD");
    state.player(Seat::Human).score = 40;
    state.player(Seat::Computer).score = 59;
    REQUIRE(play(state, "5H").ok);
    auto expert = make_strategy("expert", 7);
    REQUIRE(expert);
    const Decision decision = expert->decide(view_for(state, Seat::Computer));
    CHECK(decision.action == Action{Play{card("XS")}});
    std::string said;
    for (const std::string& line : decision.reasons) {
        said += line + "\n";
    }
    CHECK(said.find("reaches 61") != std::string::npos);
    CHECK(said.find("121") == std::string::npos);
}

TEST_CASE("a match to 61 plays games that end at 61") {
    MatchOptions options;
    options.target = short_game_score;
    auto a = make_strategy("greedy", 1);
    auto b = make_strategy("expert", 2);
    const GameRecord record = play_game(*a, *b, 5, options);
    REQUIRE(record.winner.has_value());
    CHECK(record.scores[static_cast<std::size_t>(index(*record.winner))] == 61);
    CHECK(record.deals <= 12);
}
