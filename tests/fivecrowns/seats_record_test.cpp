// The game record of a table of 3 to 7 (docs/fivecrowns.md, "Game record"): every seat in the
// start, the round's points and the totals; read back and replayed through the rules (and the
// engine's replay, as `watch` and the window's replay use it) to the game as played.

#include "common/record_text.hpp"
#include "test_games.hpp"

#include "parlor/engine/replay.hpp"
#include "parlor/games/fivecrowns/game.hpp"
#include "parlor/games/fivecrowns/match.hpp"
#include "parlor/games/fivecrowns/recorded_game.hpp"

#include <doctest/doctest.h>

#include <memory>
#include <string>
#include <vector>

using namespace parlor::fivecrowns;

namespace seats_record_test {

using parlor::test::find_line;
using parlor::test::line_json;

struct Played {
    TableRecord table;
    std::string text;
};

// A table of the strategies named, recorded.
Played recorded_table(const std::vector<std::string>& names, std::uint64_t seed) {
    std::vector<std::unique_ptr<Strategy>> owned;
    std::vector<Strategy*> seated;
    for (std::size_t i = 0; i < names.size(); ++i) {
        owned.push_back(make_strategy(names[i], seed + i));
        seated.push_back(owned.back().get());
    }
    Played played;
    MatchOptions options;
    options.record_line = [&played](const std::string& line) { played.text += line + "\n"; };
    played.table = play_table(seated, seed, options);
    return played;
}

std::string first_error(const std::string& text) {
    const RecordedGames read = read_recorded_games(text, "f.jsonl");
    if (!read.ok()) {
        return read.error;
    }
    GameState state;
    return replay(read.games.at(0), "f.jsonl", state);
}

} // namespace seats_record_test

using namespace seats_record_test;

TEST_CASE("fivecrowns seats record: a table of 3, 4 and 7 replays to the game as played") {
    for (const int seats : {3, 4, 7}) {
        std::vector<std::string> names{"expert"};
        names.resize(static_cast<std::size_t>(seats), "greedy");
        const Played played = recorded_table(names, 40 + static_cast<std::uint64_t>(seats));
        REQUIRE(played.table.capped_rounds == 0);
        CHECK(line_json(played.text, 1)["seats"] == names);
        const RecordedGames read = read_recorded_games(played.text, "f.jsonl");
        REQUIRE_MESSAGE(read.ok(), read.error);
        REQUIRE(read.games.size() == 1);
        CHECK(read.games[0].seats == names);
        GameState state;
        int steps = 0;
        const std::string error = replay(read.games[0], "f.jsonl", state,
                                         [&](const GameState&, const RecordedStep&) { ++steps; });
        REQUIRE_MESSAGE(error.empty(), error);
        CHECK(steps > 11 * seats);
        CHECK(state.phase == Phase::GameOver);
        CHECK(state.seat_count() == seats);
        CHECK(totals(state) == played.table.scores);
        CHECK(winners(state) == played.table.winners);
        REQUIRE(state.results.size() == played.table.results.size());
        for (std::size_t r = 0; r < state.results.size(); ++r) {
            CHECK(state.results[r].points == played.table.results[r].points);
        }
        // The engine's replay (parlor-cli watch, the window's Watch again) ends on the same state.
        const auto replayed = parlor::engine::replay_record<Game>(played.text, "f.jsonl");
        REQUIRE_MESSAGE(replayed.ok(), replayed.error);
        CHECK(replayed.seats == names);
        CHECK(write_save(replayed.start()) != "");
        CHECK(totals(replayed.last) == totals(state));
        CHECK(replayed.last.players.size() == state.players.size());
        for (std::size_t i = 0; i < state.players.size(); ++i) {
            CHECK(replayed.last.players[i].hand == state.players[i].hand);
        }
        CHECK(replayed.steps.size() == static_cast<std::size_t>(steps));
    }
}

TEST_CASE("fivecrowns seats record: a round's points and the totals hold a figure per seat") {
    const Played played = recorded_table({"greedy", "greedy", "greedy", "greedy"}, 5);
    const int round_line = find_line(played.text, "\"round over\"");
    REQUIRE(round_line > 0);
    auto round = line_json(played.text, round_line);
    CHECK(round["points"].size() == 4);
    CHECK(round["scores"].size() == 4);
    const int end_line = find_line(played.text, "\"end\"");
    REQUIRE(end_line > 0);
    CHECK(line_json(played.text, end_line)["scores"].size() == 4);
    // Every figure is checked against the replay.
    auto wrong = round;
    wrong["points"] = {1, 2, 3};
    CHECK(first_error(parlor::test::with_line(played.text, round_line, wrong.dump())) ==
          "f.jsonl:" + std::to_string(round_line) +
              ": \"points\" holds 3 numbers, not one for each of the 4 seats");
    wrong = round;
    wrong["points"][3] = round["points"][3].get<int>() + 1;
    const std::string error =
        first_error(parlor::test::with_line(played.text, round_line, wrong.dump()));
    CHECK(error.find("f.jsonl:" + std::to_string(round_line) +
                     ": the record gives the round's points ") == 0);
    // A seat beyond the table.
    const int discard = find_line(played.text, "\"discard\"");
    auto move = line_json(played.text, discard);
    move["seat"] = 4;
    CHECK(first_error(parlor::test::with_line(played.text, discard, move.dump()))
              .find("f.jsonl:" + std::to_string(discard) + ": ") == 0);
    // Eight seats, or one.
    auto start = line_json(played.text, 1);
    start["seats"] = std::vector<std::string>(8, "greedy");
    CHECK(first_error(parlor::test::with_line(played.text, 1, start.dump())) ==
          "f.jsonl:1: \"seats\" names 8 players; Five Crowns is for 2 to 7");
    start["seats"] = std::vector<std::string>(1, "greedy");
    CHECK(first_error(parlor::test::with_line(played.text, 1, start.dump())) ==
          "f.jsonl:1: \"seats\" names 1 players; Five Crowns is for 2 to 7");
}

TEST_CASE("fivecrowns seats record: a table resumed from a save is recorded from its position") {
    Rng rng(77);
    GameState s = new_game(rng, 5);
    while (!(s.phase == Phase::Draw && s.round == 2)) {
        REQUIRE(apply(s, test::playing_action(s, rng), rng).ok);
    }
    std::string text;
    RecordWriter writer([&text](const std::string& line) { text += line + "\n"; }, 1);
    Game::start_record_at(writer, "expert", s);
    CHECK(line_json(text, 1)["seats"] ==
          std::vector<std::string>{"human", "expert", "expert", "expert", "expert"});
    GameState played = s;
    while (played.phase != Phase::GameOver) {
        const Seat seat = played.turn;
        const Action action = test::playing_action(played, rng);
        const Chance chance = draw_chance(played, action, rng);
        REQUIRE(apply(played, action, chance).ok);
        writer.action(seat, action, chance, played);
    }
    const RecordedGames read = read_recorded_games(text, "f.jsonl");
    REQUIRE_MESSAGE(read.ok(), read.error);
    REQUIRE(read.games[0].position);
    CHECK(read.games[0].position->seat_count() == 5);
    GameState state;
    const std::string error = replay(read.games[0], "f.jsonl", state);
    REQUIRE_MESSAGE(error.empty(), error);
    CHECK(totals(state) == totals(played));
    // The seats must be the position's.
    auto start = line_json(text, 1);
    start["seats"] = std::vector<std::string>{"human", "expert", "expert"};
    CHECK(first_error(parlor::test::with_line(text, 1, start.dump())) ==
          "f.jsonl:1: \"seats\" names 3 players, but the position is a table of 5");
}
