#pragma once
// Pinochle as the engine knows it (engine/descriptor.hpp): its id, its seats (0 the human, 1 the
// computer), who decides now, when the help and the save file apply, and its record's hooks.

#include "parlor/engine/descriptor.hpp"
#include "parlor/engine/rules_by_name.hpp"
#include "parlor/games/pinochle/ai.hpp"
#include "parlor/games/pinochle/recorded_game.hpp"
#include "parlor/games/pinochle/save.hpp"

#include <optional>
#include <string>

namespace parlor::pinochle {

struct Game : engine::TwoSeatRules<GameState> {
    static constexpr const char* id = "pinochle";
    static constexpr auto make_strategy = pinochle::make_strategy;
    static std::optional<int> to_act(const State& s) {
        switch (s.phase) {
        case Phase::CoinToss:
            return 0; // the player calls the toss
        case Phase::Lead:
        case Phase::Follow:
        case Phase::Meld:
            return index(s.turn);
        case Phase::RoundOver: // the table asks the player
        case Phase::GameOver:
            return std::nullopt;
        }
        return std::nullopt;
    }
    static bool advisable(const State& s) {
        return s.phase == Phase::Lead || s.phase == Phase::Follow || s.phase == Phase::Meld;
    }
    // The save file holds a game between tricks, before the lead.
    static bool saveable(const State& s) { return s.phase == Phase::Lead; }
    // Every game is recorded (docs/pinochle.md, "Game record"). The deck is dealt and the coin
    // tossed before a table opens: its entry writes the record's first lines; the engine never
    // begins one itself.
    using RecordWriter = pinochle::RecordWriter;
    static bool record_begins(const State&) { return false; }
    static void start_record(RecordWriter&, const std::string&, const State&) {}
    // Reading a record back game by game, and replaying one of its games through the rules.
    using RecordedGame = pinochle::RecordedGame;
    static constexpr auto each_recorded_game = pinochle::each_recorded_game;
    static constexpr auto replay_record = pinochle::replay;
    // The same deals, seats swapped (the window's rematch, open_rematch.hpp): the start and the
    // chance exchanged (rules.hpp), and the start line of a game dealt so.
    static State seats_exchanged(const State& start) { return pinochle::seats_exchanged(start); }
    static Chance seats_exchanged(const Chance& chance) {
        return pinochle::seats_exchanged(chance);
    }
    static void start_record_dealt(RecordWriter& writer, const std::vector<std::string>& seats,
                                   const State& s) {
        writer.start({seats.at(0), seats.at(1)}, dealt_deck(s), s.target);
    }
    // One line about a game, as Continue and a loaded file's first line tell it.
    static std::string summary(const State& s, const cards::SeatWords& words = {}) {
        return pinochle::summary(s, words);
    }
};
static_assert(engine::Descriptor<Game>);

} // namespace parlor::pinochle
