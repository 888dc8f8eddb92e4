#pragma once
// Five Crowns as the engine knows it (engine/descriptor.hpp): its id, its seats (0 the human, 1
// the computer; up to 7 in self-play), who decides now, when the help and the save file apply, and
// its record's hooks.

#include "parlor/engine/descriptor.hpp"
#include "parlor/engine/rules_by_name.hpp"
#include "parlor/games/fivecrowns/ai.hpp"
#include "parlor/games/fivecrowns/recorded_game.hpp"
#include "parlor/games/fivecrowns/rotated.hpp"
#include "parlor/games/fivecrowns/save.hpp"

#include <optional>
#include <string>
#include <vector>

namespace parlor::fivecrowns {

struct Game : engine::TwoSeatRules<GameState> {
    static constexpr const char* id = "fivecrowns";
    static constexpr auto make_strategy = fivecrowns::make_strategy;
    static bool in_play(Phase p) { return p == Phase::Draw || p == Phase::Discard; }
    static std::optional<int> to_act(const State& s) {
        if (s.phase == Phase::CoinToss) {
            return 0; // the player calls the toss
        }
        if (in_play(s.phase)) {
            return index(s.turn);
        }
        return std::nullopt;
    }
    // Any seat of the table (TwoSeatRules knows two): seat i is seat_at(i).
    static View view(const State& s, int seat) { return view_for(s, seat_at(seat)); }
    static bool advisable(const State& s) { return in_play(s.phase); }
    // The strategies choose draws and discards; the toss's call is the player's (a rematch
    // between strategies calls as the rules list first: engine/swapped.hpp).
    static bool strategy_chooses(const State& s) { return in_play(s.phase); }
    // Saves happen before a turn (docs/fivecrowns.md).
    static bool saveable(const State& s) { return s.phase == Phase::Draw; }
    // Every game is recorded (docs/fivecrowns.md, "Game record"). The deck is dealt and the coin
    // tossed before a table opens: its entry writes the record's first lines; the engine never
    // begins one itself.
    using RecordWriter = fivecrowns::RecordWriter;
    // A game loaded from a file starts its record at its position: the player in seat 0, the
    // computer's strategy in every other seat of the table.
    static void start_record_at(RecordWriter& writer, const std::string& strategy, const State& s) {
        std::vector<std::string> seats{"human"};
        seats.resize(static_cast<std::size_t>(s.seat_count()), strategy);
        writer.start_at(seats, s);
    }
    static bool record_begins(const State&) { return false; }
    static void start_record(RecordWriter&, const std::string&, const State&) {}
    // Reading a record back game by game, and replaying one of its games through the rules.
    using RecordedGame = fivecrowns::RecordedGame;
    static constexpr auto each_recorded_game = fivecrowns::each_recorded_game;
    static constexpr auto replay_record = fivecrowns::replay;
    // The same deals, seats rotated (the window's rematch, open_rematch.hpp; rotated.hpp): the
    // start and the chance dealt so that each seat holds the next seat's cards, and the start
    // line of a game dealt so.
    static State seats_rotated(const State& start) { return fivecrowns::seats_rotated(start); }
    static Chance seats_rotated(const State& state, const Chance& chance) {
        return fivecrowns::seats_rotated(state, chance);
    }
    static void start_record_dealt(RecordWriter& writer, const std::vector<std::string>& seats,
                                   const State& s) {
        writer.start(seats, dealt_deck(s));
    }
    // One line about a game, as Continue and a loaded file's first line tell it.
    static std::string summary(const State& s, const cards::SeatWords& words = {}) {
        return fivecrowns::summary(s, words);
    }
};
static_assert(engine::Descriptor<Game>);

} // namespace parlor::fivecrowns
