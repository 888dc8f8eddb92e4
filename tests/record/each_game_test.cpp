// A record read game by game (record::each_game): each game is handed over as soon as it is
// whole, so a reader holds one game at a time however long the record (issue 41: a record read
// in a small multiple of its size); an error further on is still the record's.

#include "parlor/record/recorded_games.hpp"

#include <doctest/doctest.h>

#include <string>
#include <vector>

namespace each_game_test {

using namespace parlor::record;

// A game as simple as a reader's: its number and the events of its lines.
struct Game {
    int number = 0;
    std::vector<std::string> events;
};

struct Reading {
    std::string error;
    std::vector<Game> taken;
    // For each game taken, the last line read into a game when it was handed over.
    std::vector<int> taken_at;
};

Reading read(const std::string& text) {
    Reading reading;
    int line_read = 0;
    const auto start_of = [&](const RecordLine& line) {
        line_read = line.number;
        return Game{line.game, {}};
    };
    const auto add = [&](Game& game, const RecordLine& line) {
        line_read = line.number;
        game.events.push_back(line.event);
        return line.event != "shuffle";
    };
    reading.error = each_game<Game>(text, "r.jsonl", "Test", start_of, add, [&](Game&& game) {
        reading.taken.push_back(std::move(game));
        reading.taken_at.push_back(line_read);
    });
    return reading;
}

const std::string three_games = R"({"event":"start","game":1}
{"event":"play","game":1}
{"event":"end","game":1}
{"event":"start","game":2}
{"event":"play","game":2}
{"event":"play","game":2}
{"event":"start","game":3}
{"event":"end","game":3}
)";

TEST_CASE("each game is handed over whole at the next game's start, the last at the end") {
    const Reading reading = read(three_games);
    CHECK(reading.error.empty());
    REQUIRE(reading.taken.size() == 3);
    CHECK(reading.taken[0].number == 1);
    CHECK(reading.taken[0].events == std::vector<std::string>{"play", "end"});
    CHECK(reading.taken[1].events == std::vector<std::string>{"play", "play"});
    CHECK(reading.taken[2].events == std::vector<std::string>{"end"});
    // Each game is handed over when its last line has been read into it and before the next
    // game's first line is (game 1 after line 3, game 2 after line 6): never two games held.
    CHECK(reading.taken_at == std::vector<int>{3, 6, 8});
}

TEST_CASE("the games before an error are handed over; the error is the record's") {
    // An event the game refuses on line 5 of game 2: game 1 was handed over, game 2 never is.
    std::string text = three_games;
    text.replace(text.find("\"play\",\"game\":2"), 6, "\"shuffle\"");
    const Reading refused = read(text);
    CHECK(refused.error == "r.jsonl:5: an unknown event \"shuffle\" in a record of Test");
    REQUIRE(refused.taken.size() == 1);
    CHECK(refused.taken[0].number == 1);
    // A line that is no record's at the end: games 1 and 2 were handed over, the last one is not.
    const Reading cut = read(three_games + "not json\n");
    CHECK(cut.error.rfind("r.jsonl:9: not JSON", 0) == 0);
    CHECK(cut.taken.size() == 2);
}

// Every line's event kept in its game, as a game's each_recorded_game reads.
std::string each_test_game(std::string_view text, std::string_view file,
                           const TakeGame<Game>& take) {
    return each_game<Game>(
        text, file, "Test",
        [](const RecordLine& line) {
            return Game{line.game, {}};
        },
        [](Game& game, const RecordLine& line) {
            game.events.push_back(line.event);
            return true;
        },
        take);
}

TEST_CASE("read_all_games keeps every game, or none and the error") {
    const RecordedGamesOf<Game> all = read_all_games<Game, each_test_game>(three_games, "r.jsonl");
    CHECK(all.ok());
    CHECK(all.games.size() == 3);
    const RecordedGamesOf<Game> none =
        read_all_games<Game, each_test_game>(three_games + "{}\n", "r.jsonl");
    CHECK_FALSE(none.ok());
    CHECK(none.games.empty());
    CHECK(no_game_text("r.jsonl", 4, 3) == "r.jsonl: no game 4 in the record (it holds 3 games)");
}

} // namespace each_game_test
