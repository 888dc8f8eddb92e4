#pragma once
// The game log: JSON Lines, one object per event, each with its game number, so a game can be
// kept and replayed (docs/cruno.md lists the shapes). `parlor-cli simulate cruno --log` writes
// one for every game of a simulation, `parlor-cli play cruno --log` for the game played.

#include "parlor/games/cruno/rules.hpp"

#include <iosfwd>
#include <string>
#include <vector>

namespace parlor::cruno {

// {"event":"start",...} and {"event":"deal",...}: the seats, the rules, the decks, the dealer,
// then the hands, the first discard and the stock (top first) of a state just dealt.
std::string log_start(int game, const GameState& state);

// The same two lines for a game resumed from a save: the deal line gives the position as
// loaded, with "resumed":true and what a fresh deal does not need ("turn", "direction",
// "suit", "pending_draw", and the whole "discard_pile" top first).
std::string log_resumed(int game, const GameState& state);

// One line for an event of the log (draw, play, reshuffle, end), or nothing for the events the
// log leaves out because the plays imply them (skip, reverse, Draw Two).
std::string log_line(int game, const Event& event);

// A game that hit the safety cap on actions: {"event":"end",...,"reason":"capped"}.
std::string log_capped(int game);

// Writes the lines of one game to a stream as they come.
class GameLog {
  public:
    GameLog(std::ostream& out, int game) : out_(out), game_(game) {}
    void start(const GameState& state);
    void resumed(const GameState& state);
    void record(const std::vector<Event>& events);
    void capped();

  private:
    std::ostream& out_;
    int game_;
};

} // namespace parlor::cruno
