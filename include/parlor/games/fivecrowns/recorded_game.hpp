#pragma once
// Five Crowns' game record (docs/fivecrowns.md, "Game record"; the envelope is docs/records.md):
// the start with the seats and round 1's deck, every action by every seat with what chance drew
// with it (the coin, a reshuffled stock, the deck of a new round), and the totals after each
// round and at the end. Enough to replay the game through the rules and to rebuild the position
// at every decision.

#include "parlor/games/fivecrowns/rules.hpp"
#include "parlor/games/fivecrowns/save.hpp"
#include "parlor/record/line_writer.hpp"
#include "parlor/record/recorded_games.hpp"

#include <array>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace parlor::fivecrowns {

// The record's name for the game, in every start line: {"parlor":"fivecrowns"}.
inline constexpr const char* record_game_id = "fivecrowns";

// One action of a recorded game.
struct RecordedStep {
    int line = 0; // its line in the record
    Seat seat = Seat::Human;
    Action action;
    Chance chance;
};

// Totals the record states (after a round is scored, or at the end), to check the replay against;
// one figure for each seat of the table (2 to 7).
struct RecordedScores {
    int line = 0;
    int round = 0;             // the round just scored; 0 at the end
    bool end = false;          // the game's end line
    std::vector<int> points;   // the round's points (not at the end)
    std::vector<int> scores;   // the game's totals after it
    std::optional<int> winner; // at the end: the seat that won (nothing when seats share it)
};

struct RecordedGame {
    int number = 0; // the game's number in the record, from 1
    int line = 0;   // its start line
    // Each seat's player ("human") or strategy ("expert"): 2 to 7 of them, the table's size.
    std::vector<std::string> seats;
    std::vector<Card> deck; // round 1's deck, top first (none from a position)
    // The position the game begins from when it was resumed from a save (its "position"), else
    // nothing: a new game, dealt from `deck`.
    std::optional<GameState> position;
    std::vector<RecordedStep> steps;
    std::vector<RecordedScores> scores;
};

using RecordedGames = record::RecordedGamesOf<RecordedGame>;

// Reads a record of Five Crowns games, every field of every line checked ("FILE:LINE:
// problem"). Whether the actions are legal is the replay's to say.
// Each game is handed to `take` once whole, then dropped (record::each_game): the error, or
// nothing when the whole record reads.
std::string each_recorded_game(std::string_view text, std::string_view file,
                               const record::TakeGame<RecordedGame>& take);
// The same, every game kept.
RecordedGames read_recorded_games(std::string_view text, std::string_view file);

// Writes one game's record line by line as it is played, each line handed to `line` at once. A
// table of two writes what the two-seat games' writers write (record/two_seat_writer.hpp), byte
// for byte; a larger one the same lines with a figure per seat.
class RecordWriter : public record::LineWriter {
  public:
    RecordWriter(std::function<void(const std::string&)> line, int game)
        : LineWriter(std::move(line), game) {}
    // The game begins with round 1 dealt from `deck` (new_game(deck, seats.size())).
    void start(const std::vector<std::string>& seats, const std::vector<Card>& deck);
    // The same from a two-seat match's names (engine::MatchSeats).
    template <std::size_t N>
    void start(const std::array<std::string, N>& seats, const std::vector<Card>& deck) {
        start(std::vector<std::string>(seats.begin(), seats.end()), deck);
    }
    // A game resumed from a save, recorded from `position` (at a decision, as loaded).
    void start_at(const std::vector<std::string>& seats, const GameState& position) const;
    // `seat` took `action` with `chance` (apply succeeded): its line, then the totals once a round
    // has been scored, and the end once the game is over (`after` is the state after the action).
    void action(Seat seat, const Action& action, const Chance& chance, const GameState& after);
};

// Before each step of a replay: the state the step is applied to.
using ReplayVisit = std::function<void(const GameState& before, const RecordedStep& step)>;

// Replays `game` from new_game(deck, seats) (or its position) through the rules, calling `visit`
// before each step. A deck that is not the 116 cards, the first step the rules refuse (not the seat
// to act, an illegal move, a chance that cannot be) or a total the replay does not reach is the
// error "FILE:LINE: problem"; empty when the whole game replays. `final_state` is where it stopped.
std::string replay(const RecordedGame& game, std::string_view file, GameState& final_state,
                   const ReplayVisit& visit = {});

} // namespace parlor::fivecrowns
