#pragma once
// Pinochle's game record (docs/pinochle.md, "Game record"; the envelope is docs/records.md): the
// start with the seats and the first round's deck, every action by every seat with what chance
// drew with it (the coin of the toss, the deck of each next round), the scores after each round
// and at the end. Enough to replay the game through the rules and to rebuild the position at
// every decision.

#include "parlor/games/pinochle/rules.hpp"
#include "parlor/games/pinochle/save.hpp"
#include "parlor/record/recorded_games.hpp"
#include "parlor/record/two_seat_writer.hpp"

#include <array>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace parlor::pinochle {

// The record's name for the game, in every start line: {"parlor":"pinochle"}.
inline constexpr const char* record_game_id = "pinochle";

// One action of a recorded game.
struct RecordedStep {
    int line = 0; // its line in the record
    Seat seat = Seat::Human;
    Action action;
    Chance chance;
};

// Scores the record states (after a round, or at the end), to check the replay against.
struct RecordedScores {
    int line = 0;
    int round = 0;               // the round just over; 0 at the end
    bool end = false;            // the game's end line
    std::array<int, 2> points{}; // the round's points of each seat (a round's line only)
    std::array<int, 2> scores{}; // the game's totals
    std::optional<int> winner;   // at the end: the seat that won; nothing for equal totals
};

struct RecordedGame {
    int number = 0;                   // the game's number in the record, from 1
    int line = 0;                     // its start line
    std::array<std::string, 2> seats; // each seat's player ("human") or strategy ("expert")
    std::vector<Card> deck;           // round 1's deck, top first (new_game; none from a position)
    int target = 0;                   // a game to a target score ("target"; 0: none)
    // The position the game begins from when it was resumed from a save (its "position"), else
    // nothing: a new game, dealt from `deck`.
    std::optional<GameState> position;
    std::vector<RecordedStep> steps;
    std::vector<RecordedScores> scores;
};

using RecordedGames = record::RecordedGamesOf<RecordedGame>;

// Reads a record of Pinochle games, every field of every line checked (an unknown event or
// field, a card that is not one, a seat out of range, a meld kind that is none: "FILE:LINE:
// problem"). Whether the actions are legal and the decks whole is the replay's to say.
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
    // `deck` is the first round's, as new_game(deck) deals it.
    // `target`: the score of a game to a target, written only then (0: none, the line as ever).
    void start(const std::array<std::string, 2>& seats, const std::vector<Card>& deck,
               int target = 0);
    // `seat` took `action` with `chance` (apply succeeded): its line, then the scores once a
    // round is over or the game is (`after` is the state after the action).
    void action(Seat seat, const Action& action, const Chance& chance, const GameState& after);
};

// Before each step of a replay: the state the step is applied to.
using ReplayVisit = std::function<void(const GameState& before, const RecordedStep& step)>;

// Replays `game` from new_game(its deck) (or its position) through the rules, calling `visit`
// before each step. A first deck that is not the 48 cards, the first step the rules refuse (not the
// seat to act, an illegal move, a chance that cannot be), or a score the replay does not reach is
// the error "FILE:LINE: problem"; empty when the whole game replays (a record that stops in the
// middle replays as far as it goes). `final_state` is where it stopped.
std::string replay(const RecordedGame& game, std::string_view file, GameState& final_state,
                   const ReplayVisit& visit = {});

} // namespace parlor::pinochle
