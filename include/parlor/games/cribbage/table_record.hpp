#pragma once
// The game record of a Cribbage table of three, or of four in partnerships (docs/cribbage.md,
// "The record of a table"): the envelope of docs/records.md, the start with every seat's strategy,
// the first dealer and the deck (or the position of a table's save), each lay-away (with the
// starter on the dealer's), each card of the play, each deal's deck, and the scores per side after
// each deal and at the end. Enough to replay the game through the table's rules. The two-seat
// record (recorded_game.hpp) is unchanged; a record's first start line says which it is.

#include "parlor/games/cribbage/table.hpp"
#include "parlor/record/line_writer.hpp"
#include "parlor/record/recorded_games.hpp"

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace parlor::cribbage {

struct RecordedTableStep {
    int line = 0;
    int seat = 0;
    TableAction action;
    Chance chance; // the starter with the dealer's lay-away, the deck of a deal
};

struct RecordedTableScores {
    int line = 0;
    int deal = 0;            // the deal just counted; 0 at the end
    bool end = false;        // the game's end line
    std::vector<int> scores; // per side
    int winner = -1;         // at the end: the winning side
};

struct RecordedTableGame {
    int number = 0;
    int line = 0;
    std::vector<std::string> seats; // each seat's player ("human") or strategy ("expert")
    int target = winning_score;
    int dealer = 0;                     // a new game's first dealer
    std::vector<Card> deck;             // and its first deal
    std::optional<TableState> position; // a game resumed from a table's save
    std::vector<RecordedTableStep> steps;
    std::vector<RecordedTableScores> scores;
};

using RecordedTableGames = record::RecordedGamesOf<RecordedTableGame>;

// True when the text's first start line seats three or four: a table's record, for `replay`,
// `review` and `check` to tell it from a two-seat record.
bool is_table_record(std::string_view text);

// Reads a table's record, every field of every line checked ("FILE:LINE: problem"); each game
// handed to `take` once whole.
std::string each_recorded_table_game(std::string_view text, std::string_view file,
                                     const record::TakeGame<RecordedTableGame>& take);
RecordedTableGames read_recorded_table_games(std::string_view text, std::string_view file);

// Writes one table game's record line by line as it is played.
class TableRecordWriter : public record::LineWriter {
  public:
    TableRecordWriter(std::function<void(const std::string&)> line, int game)
        : LineWriter(std::move(line), game) {}
    // A new game, `dealt` just after its first deal (the deck is read back from it).
    void start(const std::vector<std::string>& seats, const TableState& dealt) const;
    // A game resumed from a table's save, recorded from `position` (at a decision).
    void start_at(const std::vector<std::string>& seats, const TableState& position) const;
    // `seat` took `action` (apply_table succeeded), `after` the state after it: its line, then
    // the scores once a deal has been counted or the game is over.
    void action(int seat, const TableAction& action, const TableState& after) const;
};

using TableReplayVisit =
    std::function<void(const TableState& before, const RecordedTableStep& step)>;

// Replays `game` through the table's rules from its first deal (or position), `visit` before
// each step; the first problem as "FILE:LINE: problem", empty when the whole game replays.
std::string replay_table(const RecordedTableGame& game, std::string_view file,
                         TableState& final_state, const TableReplayVisit& visit = {});

} // namespace parlor::cribbage
