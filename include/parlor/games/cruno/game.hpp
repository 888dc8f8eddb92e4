#pragma once
// Cruno as the engine knows it (engine/descriptor.hpp): its id, its seats (0 the player, 1 to 9
// the opponents, each playing by the personality its seat holds in the state), who decides now,
// when the help and the save file apply, and its record's hooks.

#include "parlor/cards/seat_words.hpp"
#include "parlor/engine/descriptor.hpp"
#include "parlor/engine/rules_by_name.hpp"
#include "parlor/games/cruno/ai.hpp"
#include "parlor/games/cruno/recorded_game.hpp"
#include "parlor/games/cruno/rotated.hpp"
#include "parlor/games/cruno/save.hpp"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace parlor::cruno {

struct Game : engine::RulesByName<GameState, SeatView> {
    static constexpr const char* id = "cruno";
    static View view(const State& s, int seat) { return view_for(s, seat); }
    static std::optional<int> to_act(const State& s) {
        return s.phase == Phase::Play ? std::optional<int>(s.turn) : std::nullopt;
    }
    static bool advisable(const State& s) { return s.phase == Phase::Play; }
    static bool saveable(const State& s) { return advisable(s); }
    // A strategy that decides each move by the personality of the seat to act (the name is the
    // table's, not a personality: every seat keeps its own).
    static std::unique_ptr<Strategy> make_strategy(std::string_view name, std::uint64_t seed) {
        return make_seat_strategy(name, seed);
    }
    // Every game is recorded (docs/cruno.md, "Game record"). The dealer is drawn and the deck
    // shuffled before a table opens: its entry writes the record's start; the engine never
    // begins one itself.
    using RecordWriter = cruno::RecordWriter;
    static bool record_begins(const State&) { return false; }
    static int record_seat(const State& s) { return s.turn; }
    static void start_record(RecordWriter&, const std::string&, const State&) {}
    // A game begun from a position (a loaded file): the record starts there; the seats are
    // the position's own.
    static void start_record_at(RecordWriter& writer, const std::string&, const State& s) {
        writer.start_at(s);
    }
    static void record_action(RecordWriter& writer, int seat, const Action& action,
                              const Chance& chance, const State& after) {
        writer.action(seat, action, chance, after);
    }
    // Reading a record back game by game, and replaying one of its games through the rules.
    using RecordedGame = cruno::RecordedGame;
    static constexpr auto each_recorded_game = cruno::each_recorded_game;
    static constexpr auto replay_record = cruno::replay;
    // The same deal, seats rotated (the window's rematch, open_rematch.hpp; rotated.hpp): the
    // start dealt so that each seat holds the next seat's hand, and its start line. The only
    // chance after it, a reshuffle, is what the play made: dealt as it is.
    static State seats_rotated(const State& start) { return cruno::seats_rotated(start); }
    static Chance seats_rotated(const State&, const Chance& chance) { return chance; }
    static void start_record_dealt(RecordWriter& writer, const std::vector<std::string>&,
                                   const State& s) {
        writer.start(s, dealt_deck(s));
    }
    // One line about a game, as Continue and a loaded file's first line tell it.
    // Its state names every seat (the player's name, the computer players'): no words to give.
    static std::string summary(const State& s, const cards::SeatWords& = {}) {
        return cruno::summary(s);
    }
};
static_assert(engine::Descriptor<Game>);

} // namespace parlor::cruno
