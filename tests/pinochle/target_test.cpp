// A game to a target score (docs/pinochle.md, "A target score"): it ends with the round in which a
// seat reaches the target, the higher total winning, equal totals playing on; the save adds one
// line only for such a game, the record's start one field; a game without a target is as before.

#include "parlor/games/pinochle/recorded_game.hpp"
#include "parlor/games/pinochle/rules.hpp"
#include "parlor/games/pinochle/save.hpp"

#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include <string>
#include <variant>

namespace pinochle_target_test {

using namespace parlor::pinochle;

namespace {

// Plays the rest of the round with the first legal action each time; the events of the last.
std::vector<Event> to_end_of_round(
    GameState& state, Rng& rng,
    const std::function<void(Seat, const Action&, const Chance&, const GameState&)>& seen = {}) {
    std::vector<Event> last;
    while (state.phase != Phase::RoundOver && state.phase != Phase::GameOver) {
        const Seat seat = state.turn;
        const Action action = legal_actions(state).front();
        const Chance chance = draw_chance(state, action, rng);
        Outcome outcome = apply(state, action, chance);
        REQUIRE(outcome);
        if (seen) {
            seen(seat, action, chance, state);
        }
        last = std::move(outcome.events);
    }
    return last;
}

GameState game_to(int target, std::uint64_t seed) {
    Rng rng(seed);
    GameState state = new_game(rng);
    state.target = target;
    return state;
}

} // namespace

TEST_CASE("a game to a target ends with the round that reaches it, the higher total winning") {
    Rng rng(5);
    GameState state = game_to(100, 5); // every round's points pass 100
    const std::vector<Event> events = to_end_of_round(state, rng);
    REQUIRE(state.phase == Phase::GameOver);
    REQUIRE(events.size() >= 2);
    CHECK(std::holds_alternative<RoundOverEvent>(events[events.size() - 2]));
    const auto* over = std::get_if<GameOverEvent>(&events.back());
    REQUIRE(over != nullptr);
    CHECK(over->winner == leading_seat(state));
    CHECK(over->winner.has_value());
    CHECK(legal_actions(state).empty());

    // Without a target the round asks for another, as ever; so does a round short of it.
    for (const int target : {0, 5000}) {
        CAPTURE(target);
        Rng again(5);
        GameState open = game_to(target, 5);
        to_end_of_round(open, again);
        CHECK(open.phase == Phase::RoundOver);
        CHECK(scores(open) == scores(state));
    }
}

TEST_CASE("the target's edge: reached by one seat or both, equal totals play on") {
    GameState s;
    s.target = 1000;
    s.players[0].game_score = 1000, s.players[1].game_score = 990;
    CHECK(target_reached(s));
    s.players[0].game_score = 1010, s.players[1].game_score = 1200; // both: the higher wins
    CHECK(target_reached(s));
    CHECK(leading_seat(s) == Seat::Computer);
    s.players[0].game_score = 1010, s.players[1].game_score = 1010; // equal: another round
    CHECK_FALSE(target_reached(s));
    s.players[0].game_score = 999, s.players[1].game_score = 0;
    CHECK_FALSE(target_reached(s));
    s.target = 0;
    s.players[0].game_score = 100000;
    CHECK_FALSE(target_reached(s));
    CHECK(valid_target(0));
    CHECK(valid_target(1000));
    CHECK(valid_target(1500));
    CHECK_FALSE(valid_target(99));
    CHECK_FALSE(valid_target(-1000));
}

TEST_CASE("the save holds the target in one line after Round; a game without one is unchanged") {
    GameState state = game_to(1500, 8);
    Rng rng(8);
    REQUIRE(apply(state, CallToss{true}, rng));
    REQUIRE(state.phase == Phase::Lead);
    const std::string text = write_save(state);
    CHECK(text.rfind("Round: 1\nTarget: 1500\n\nComputer:\n", 0) == 0);
    const LoadResult back = read_save(text, "t.txt");
    REQUIRE_MESSAGE(back.state.has_value(), back.error);
    CHECK(back.state->target == 1500);
    CHECK(write_save(*back.state) == text);
    CHECK(summary(*back.state).rfind("Pinochle to 1500, round 1,", 0) == 0);

    state.target = 0;
    const std::string plain = write_save(state);
    CHECK(plain.find("Target") == std::string::npos);
    CHECK(plain.rfind("Round: 1\n\nComputer:\n", 0) == 0);
    CHECK(read_save(plain, "p.txt").state->target == 0);

    // A target that is none, a second line, and a game already over are refused on their line.
    auto error_of = [](const std::string& t) {
        const LoadResult r = read_save(t, "case.txt");
        CHECK_FALSE(r.state.has_value());
        return r.error;
    };
    std::string bad = text;
    bad.replace(bad.find("Target: 1500"), 12, "Target: 50");
    CHECK(error_of(bad).rfind("case.txt:2: the target \"50\" is not a score from 100 to 100000",
                              0) == 0);
    bad = text;
    bad.insert(bad.find("\n\n") + 1, "Target: 1000\n");
    CHECK(error_of(bad).rfind("case.txt:3:", 0) == 0);
    GameState late = *back.state;
    late.round = 6;
    late.players[0].game_score = 1600;
    late.players[1].game_score = 900;
    const std::string over = error_of(write_save(late));
    CHECK(over.find("means the game to 1500 is over") != std::string::npos);
    late.players[1].game_score = 1600; // equal totals past it: still being played
    CHECK(read_save(write_save(late), "eq.txt").state.has_value());
}

TEST_CASE("a game to a target is recorded with it and replays to the same end") {
    Rng rng(11);
    std::vector<Card> deck = full_deck();
    rng.shuffle(deck);
    GameState state = new_game(deck);
    state.target = 400;
    std::string text;
    RecordWriter writer([&](const std::string& line) { text += line + "\n"; }, 1);
    writer.start({"human", "random"}, deck, state.target);
    const auto write = [&](Seat seat, const Action& a, const Chance& c, const GameState& after) {
        writer.action(seat, a, c, after);
    };
    while (state.phase != Phase::GameOver) {
        to_end_of_round(state, rng, write);
        if (state.phase == Phase::RoundOver) {
            const Chance chance = draw_chance(state, AnotherRound{}, rng);
            REQUIRE(apply(state, AnotherRound{}, chance));
            writer.action(Seat::Human, AnotherRound{}, chance, state);
        }
    }
    CHECK(state.round >= 2);
    const auto start = nlohmann::json::parse(text.substr(0, text.find('\n')));
    CHECK(start["target"] == 400);
    // The last round's scores, then the end.
    CHECK(text.find("\"round over\"", text.rfind("\"play\"")) != std::string::npos);
    const RecordedGames read = read_recorded_games(text, "t.jsonl");
    REQUIRE_MESSAGE(read.error.empty(), read.error);
    REQUIRE(read.games.size() == 1);
    CHECK(read.games[0].target == 400);
    GameState replayed;
    const std::string error = replay(read.games[0], "t.jsonl", replayed, {});
    REQUIRE_MESSAGE(error.empty(), error);
    CHECK(replayed.phase == Phase::GameOver);
    CHECK(scores(replayed) == scores(state));
    CHECK(replayed.target == 400);

    // A game without a target writes no such field.
    std::string plain;
    RecordWriter other([&](const std::string& line) { plain += line + "\n"; }, 1);
    other.start({"human", "random"}, deck);
    CHECK(plain.find("target") == std::string::npos);
}

} // namespace pinochle_target_test
