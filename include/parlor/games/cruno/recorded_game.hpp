#pragma once
// Cruno's game record (docs/cruno.md, "Game record"; the envelope is docs/records.md): the start
// with the seats, the rule options, the dealer and the deck, every action by every seat with the
// new stock of a draw that reshuffles the discard pile, and the end with its winners and
// penalties. Enough to replay the game through the rules and to rebuild the position at every
// decision.

#include "parlor/games/cruno/rules.hpp"
#include "parlor/record/line_writer.hpp"
#include "parlor/record/recorded_games.hpp"

#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace parlor::cruno {

// The record's name for the game, in every start line: {"parlor":"cruno"}.
inline constexpr const char* record_game_id = "cruno";

// One action of a recorded game.
struct RecordedStep {
    int line = 0; // its line in the record
    int seat = 0;
    Action action;
    Chance chance;
};

// The end the record states, to check the replay against.
struct RecordedEnd {
    int line = 0;
    std::vector<int> winners; // one seat, or those sharing the win
    EndReason reason = EndReason::EmptyHand;
    std::vector<int> penalties; // every seat's
};

struct RecordedGame {
    int number = 0;                 // the game's number in the record, from 1
    int line = 0;                   // its start line
    std::vector<std::string> seats; // each seat's player ("human") or strategy ("expert")
    Rules rules;
    Deal deal; // the dealer and the deck, top first (none from a position)
    // The position the game begins from when it was resumed from a save (its "position": the
    // table, its rules and its players), else nothing: a new game, dealt as `deal`.
    std::optional<GameState> position;
    std::vector<RecordedStep> steps;
    std::vector<RecordedEnd> ends; // none for a game the record stops in the middle of
};

using RecordedGames = record::RecordedGamesOf<RecordedGame>;

// Reads a record of Cruno games, every field of every line checked ("FILE:LINE: problem").
// Whether the actions are legal is the replay's to say.
// Each game is handed to `take` once whole, then dropped (record::each_game): the error, or
// nothing when the whole record reads.
std::string each_recorded_game(std::string_view text, std::string_view file,
                               const record::TakeGame<RecordedGame>& take);
// The same, every game kept.
RecordedGames read_recorded_games(std::string_view text, std::string_view file);

// Writes one game's record line by line as it is played, each line handed on at once
// (RecordWriter(line, game): where the lines go, the game's number in the record).
class RecordWriter : public record::LineWriter {
  public:
    using LineWriter::LineWriter;
    // The game begins as `dealt` (new_game(setup, deal), no move made) was dealt from `deck`.
    void start(const GameState& dealt, const std::vector<Card>& deck);
    // A game resumed from a save, recorded from `position` (a game in progress, as loaded).
    void start_at(const GameState& position);
    // `seat` took `action` with `chance` (apply succeeded): its line, then the end once the game
    // is over (`after` is the state after the action).
    void action(int seat, const Action& action, const Chance& chance, const GameState& after);
};

// Before each step of a replay: the state the step is applied to.
using ReplayVisit = std::function<void(const GameState& before, const RecordedStep& step)>;

// Replays `game` from new_game(seats, deal) (or its position) through the rules, calling `visit`
// before each step. A deck that is not Cruno's, the first step the rules refuse (not the seat to
// act, an illegal move, a reshuffle that cannot be) or an end the replay does not reach is the
// error "FILE:LINE: problem"; empty when the whole game replays. `final_state` is where it stopped.
std::string replay(const RecordedGame& game, std::string_view file, GameState& final_state,
                   const ReplayVisit& visit = {});

} // namespace parlor::cruno
