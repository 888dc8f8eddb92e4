// The record of a table of three or four (docs/cribbage.md, "The record of a table"): games
// played by the strategies replay from their record to the same scores, winners and deals; the
// record changes nothing in the play; a changed card, seat, score or deck is refused on its line;
// a game resumed from a table's save replays from its position.

#include "parlor/games/cribbage/table_match.hpp"
#include "parlor/games/cribbage/table_record.hpp"
#include "parlor/games/cribbage/table_save.hpp"

#include <doctest/doctest.h>

#include <memory>

using namespace parlor::cribbage;

// Named for the file: the suite is built in unity batches.
namespace table_record_test {

struct Played {
    TableGameRecord record;
    std::string text;
};

Played play_recorded(const std::vector<std::string>& names, std::uint64_t seed, int game,
                     int version = 1, int target = winning_score) {
    std::vector<std::unique_ptr<TableStrategy>> owned;
    std::vector<TableStrategy*> seated;
    for (std::size_t i = 0; i < names.size(); ++i) {
        owned.push_back(make_table_strategy(names[i], seed + i));
        seated.push_back(owned.back().get());
    }
    Played played;
    TableRecording recording{[&](const std::string& line) { played.text += line + "\n"; }, game,
                             version};
    played.record = play_table_game(seated, seed, target, recording);
    return played;
}

std::string replace_first(std::string text, const std::string& from, const std::string& to,
                          std::size_t after = 0) {
    const std::size_t at = text.find(from, after);
    REQUIRE(at != std::string::npos);
    return text.replace(at, from.size(), to);
}

int line_number_at(const std::string& text, std::size_t at) {
    return 1 +
           static_cast<int>(std::count(text.begin(), text.begin() + static_cast<long>(at), '\n'));
}

TEST_CASE("a table's record replays every game to the scores, winner and deals it was played to") {
    std::string text;
    std::vector<TableGameRecord> records;
    int game = 1;
    for (const auto& names : std::vector<std::vector<std::string>>{
             {"greedy", "random", "greedy"}, {"random", "greedy", "random", "greedy"}}) {
        for (std::uint64_t seed = 1; seed <= 10; ++seed) {
            const int target = seed % 3 == 0 ? short_game_score : winning_score;
            Played played = play_recorded(names, seed * 101, game++, 1, target);
            text += played.text;
            records.push_back(played.record);
            // Recording changes nothing in the play.
            std::vector<std::unique_ptr<TableStrategy>> owned;
            std::vector<TableStrategy*> seated;
            for (std::size_t i = 0; i < names.size(); ++i) {
                owned.push_back(make_table_strategy(names[i], seed * 101 + i));
                seated.push_back(owned.back().get());
            }
            const TableGameRecord unrecorded = play_table_game(seated, seed * 101, target);
            CHECK(unrecorded.scores == played.record.scores);
            CHECK(unrecorded.deals == played.record.deals);
        }
    }
    CHECK(is_table_record(text));
    const RecordedTableGames read = read_recorded_table_games(text, "table.log");
    REQUIRE_MESSAGE(read.ok(), read.error);
    REQUIRE(read.games.size() == records.size());
    for (std::size_t i = 0; i < records.size(); ++i) {
        TableState final_state;
        int steps = 0;
        const std::string error =
            replay_table(read.games[i], "table.log", final_state,
                         [&](const TableState&, const RecordedTableStep&) { ++steps; });
        REQUIRE_MESSAGE(error.empty(), error);
        CHECK(steps == static_cast<int>(read.games[i].steps.size()));
        CHECK(final_state.scores == records[i].scores);
        CHECK(table_winner(final_state) == records[i].winner);
        CHECK(final_state.deal_number == records[i].deals);
    }
}

TEST_CASE("a table's record: the expert's words with its moves at version 2") {
    const Played played =
        play_recorded({"expert", "greedy", "expert", "greedy"}, 9, 1, 2, short_game_score);
    CHECK(played.text.find("\"said\"") != std::string::npos);
    const RecordedTableGames read = read_recorded_table_games(played.text, "said.log");
    REQUIRE_MESSAGE(read.ok(), read.error);
    TableState final_state;
    CHECK(replay_table(read.games[0], "said.log", final_state).empty());
    CHECK(final_state.scores == played.record.scores);
}

TEST_CASE("a table's record: a changed card, seat, score or deck is refused on its line") {
    const Played played = play_recorded({"greedy", "greedy", "greedy"}, 5, 1);
    const auto replay_error = [](const std::string& text) {
        const RecordedTableGames read = read_recorded_table_games(text, "bad.log");
        if (!read.ok()) {
            return read.error;
        }
        TableState state;
        return replay_table(read.games[0], "bad.log", state);
    };
    REQUIRE(replay_error(played.text).empty());

    // A card played that the seat does not hold: the starter.
    const std::size_t starter = played.text.find("\"starter\":\"") + 11;
    const std::size_t play = played.text.find("\"event\":\"play\"", starter);
    const std::size_t card = played.text.find("\"card\":\"", play) + 8;
    std::string changed = played.text;
    changed.replace(card, 2, played.text.substr(starter, 2));
    CHECK(replay_error(changed).find("bad.log:" + std::to_string(line_number_at(changed, play)) +
                                     ": play the ") == 0);

    // The wrong seat.
    const std::size_t lay = played.text.find("\"event\":\"lay away\"");
    const std::size_t seat = played.text.find("\"seat\":", lay) + 7;
    changed = played.text;
    changed[seat] = changed[seat] == '0' ? '1' : '0';
    CHECK(replay_error(changed) == "bad.log:" + std::to_string(line_number_at(changed, lay)) +
                                       ": seat " + changed.substr(seat, 1) +
                                       " acts, but it is seat " + played.text.substr(seat, 1) +
                                       "'s turn");

    // A score the replay does not reach.
    const std::size_t over = played.text.find("\"event\":\"deal over\"");
    const std::size_t scores = played.text.find("\"scores\":[", over) + 10;
    changed = played.text;
    changed.insert(scores, "1");
    CHECK(replay_error(changed).find("bad.log:" + std::to_string(line_number_at(changed, over)) +
                                     ": the record states the scores") == 0);

    // Four seats' scores in a game of three.
    changed = replace_first(played.text, "\"scores\":[", "\"scores\":[0,", over);
    CHECK(replay_error(changed).find("not one for each of the 3 seats") != std::string::npos);

    // A deck with a card twice.
    const std::size_t deck = played.text.find("\"deck\":[\"") + 9;
    changed = played.text;
    changed.replace(deck, 2, played.text.substr(deck + 5, 2));
    CHECK(replay_error(changed) == "bad.log:1: \"deck\" is not the 52 cards, each once");

    // Five seats.
    changed = replace_first(played.text, "\"seats\":[", "\"seats\":[\"a\",\"b\",");
    CHECK(replay_error(changed).find("a Cribbage table seats 3, or 4 in partnerships") !=
          std::string::npos);
}

TEST_CASE("a table's record: a game resumed from a table's save replays from its position") {
    Rng rng(77);
    TableState state = new_table(4, 1, rng, short_game_score);
    auto strategy = make_table_strategy("greedy", 3);
    for (int i = 0; i < 7; ++i) {
        REQUIRE(apply_table(state, strategy->decide(table_view(state, state.turn)).action, rng).ok);
    }
    REQUIRE(table_can_save(state));
    std::string text;
    TableRecordWriter writer([&](const std::string& line) { text += line + "\n"; }, 1);
    writer.start_at({"human", "greedy", "greedy", "greedy"}, state);
    const TableState position = state;
    while (state.phase != Phase::GameOver) {
        const int seat = state.turn;
        const TableAction action = state.phase == Phase::DealOver
                                       ? TableAction{NextDeal{}}
                                       : strategy->decide(table_view(state, seat)).action;
        REQUIRE(apply_table(state, action, rng).ok);
        writer.action(seat, action, state);
    }
    const RecordedTableGames read = read_recorded_table_games(text, "resumed.log");
    REQUIRE_MESSAGE(read.ok(), read.error);
    REQUIRE(read.games[0].position.has_value());
    CHECK(write_table_save(*read.games[0].position) == write_table_save(position));
    TableState final_state;
    CHECK(replay_table(read.games[0], "resumed.log", final_state).empty());
    CHECK(final_state.scores == state.scores);

    // A position the table's reader refuses is the start line's error.
    const std::string bad = replace_first(text, "Seats: 4", "Seats: 5");
    CHECK(read_recorded_table_games(bad, "bad.log").error.rfind("bad.log:1: ", 0) == 0);
}

} // namespace table_record_test
