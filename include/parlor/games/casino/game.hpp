#pragma once
// Casino as the engine knows it (engine/descriptor.hpp): its id, its seats (0 the human, 1 the
// computer), who decides now, when the help and the save file apply, and its record's hooks.

#include "parlor/engine/descriptor.hpp"
#include "parlor/engine/rules_by_name.hpp"
#include "parlor/games/casino/ai.hpp"
#include "parlor/games/casino/recorded_game.hpp"
#include "parlor/games/casino/save.hpp"

#include <optional>
#include <string>

namespace parlor::casino {

struct Game : engine::TwoSeatRules<GameState> {
    static constexpr const char* id = "casino";
    static constexpr auto make_strategy = casino::make_strategy;
    static std::optional<int> to_act(const State& s) {
        switch (s.phase) {
        case Phase::CoinToss:
            return 0; // the player calls the toss
        case Phase::Play:
            return index(s.turn);
        case Phase::RoundOver:
        case Phase::GameOver:
            return std::nullopt;
        }
        return std::nullopt;
    }
    static bool advisable(const State& s) { return s.phase == Phase::Play; }
    static bool saveable(const State& s) { return s.phase == Phase::Play; }
    // Every game is recorded from its coin toss (docs/casino.md, "Game record").
    using RecordWriter = casino::RecordWriter;
    static bool record_begins(const State& s) { return s.phase == Phase::CoinToss; }
    static void start_record(RecordWriter& writer, const std::string& strategy, const State& s) {
        writer.start({"human", strategy}, s);
    }
    // Reading a record back game by game, and replaying one of its games through the rules.
    using RecordedGame = casino::RecordedGame;
    static constexpr auto each_recorded_game = casino::each_recorded_game;
    static constexpr auto replay_record = casino::replay;
    // A recorded chance dealt with seats 0 and 1 exchanged (the window's rematch, rules.hpp).
    static Chance seats_exchanged(const Chance& chance) { return casino::seats_exchanged(chance); }
    // One line about a game, as Continue and a loaded file's first line tell it.
    static std::string summary(const State& s, const cards::SeatWords& words = {}) {
        return casino::summary(s, words);
    }
};
static_assert(engine::Descriptor<Game>);

} // namespace parlor::casino
