#pragma once
// Cribbage's game record (docs/cribbage.md, "Game record"; the envelope is docs/records.md): the
// start with the seats and the length, every action by every seat with what chance drew with it
// (the cuts and the deck for a deal, the starter with the second lay-away), and the scores after
// each deal and at the end. Enough to replay the game through the rules and to rebuild the
// position at every decision.

#include "parlor/games/cribbage/rules.hpp"
#include "parlor/games/cribbage/save.hpp"
#include "parlor/record/recorded_games.hpp"
#include "parlor/record/two_seat_writer.hpp"

#include <array>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace parlor::cribbage {

// The record's name for the game, in every start line: {"parlor":"cribbage"}.
inline constexpr const char* record_game_id = "cribbage";

// One action of a recorded game.
struct RecordedStep {
    int line = 0; // its line in the record
    Seat seat = Seat::Human;
    Action action;
    Chance chance;
};

// Scores the record states (after a deal's show, or at the end), to check the replay against.
struct RecordedScores {
    int line = 0;
    int deal = 0;     // the deal just counted; 0 at the end
    bool end = false; // the game's end line
    std::array<int, 2> scores{};
    int winner = -1; // at the end: the seat that won
};

struct RecordedGame {
    int number = 0;                   // the game's number in the record, from 1
    int line = 0;                     // its start line
    std::array<std::string, 2> seats; // each seat's player ("human") or strategy ("expert")
    int target = winning_score;
    CountOwn count_own = CountOwn::Off; // a new game's "count", when the human counted their own
    // The position the game begins from when it was resumed from a save (its "position"), else
    // nothing: a new game.
    std::optional<GameState> position;
    std::vector<RecordedStep> steps;
    std::vector<RecordedScores> scores;
};

using RecordedGames = record::RecordedGamesOf<RecordedGame>;

// Reads a record of Cribbage games, every field of every line checked (an unknown event or field,
// a card that is not one, a seat out of range: "FILE:LINE: problem"). Whether the actions are
// legal is the replay's to say.
// Each game is handed to `take` once whole, then dropped (record::each_game): the error, or
// nothing when the whole record reads.
std::string each_recorded_game(std::string_view text, std::string_view file,
                               const record::TakeGame<RecordedGame>& take);
// The same, every game kept.
RecordedGames read_recorded_games(std::string_view text, std::string_view file);

// Writes one game's record line by line as it is played, each line handed to `line` at once (to
// be appended and flushed).
class RecordWriter : public record::TwoSeatWriter<GameState, write_save> {
  public:
    RecordWriter(std::function<void(const std::string&)> line, int game)
        : TwoSeatWriter(std::move(line), game, record_game_id) {}
    // The start line holds "count" only when the human counts their own: every other game's
    // record is as it was.
    void start(const std::array<std::string, 2>& seats, int target,
               CountOwn count_own = CountOwn::Off);
    // `seat` took `action` with `chance` (apply succeeded): its line, then the scores once a deal
    // has been counted or the game is over (`after` is the state after the action).
    void action(Seat seat, const Action& action, const Chance& chance, const GameState& after);
};

// Before each step of a replay: the state the step is applied to.
using ReplayVisit = std::function<void(const GameState& before, const RecordedStep& step)>;

// Replays `game` from a new game (or its position) through the rules, calling `visit` before each
// step. The first step the rules refuse (not the seat to act, an illegal move, a chance that cannot
// be), a score the replay does not reach, or a game that stops short of its end line is the error
// "FILE:LINE: problem"; empty when the whole game replays. `final_state` is where it stopped.
std::string replay(const RecordedGame& game, std::string_view file, GameState& final_state,
                   const ReplayVisit& visit = {});

} // namespace parlor::cribbage
