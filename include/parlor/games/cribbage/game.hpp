#pragma once
// Cribbage as the engine knows it (engine/descriptor.hpp): its id, its seats (0 the human, 1 the
// computer), who decides now, when the help and the save file apply, and its record's hooks.

#include "parlor/engine/descriptor.hpp"
#include "parlor/engine/rules_by_name.hpp"
#include "parlor/games/cribbage/ai.hpp"
#include "parlor/games/cribbage/recorded_game.hpp"
#include "parlor/games/cribbage/save.hpp"

#include <optional>
#include <string>
#include <utility>

namespace parlor::cribbage {

struct Game : engine::TwoSeatRules<GameState> {
    static constexpr const char* id = "cribbage";
    static constexpr auto make_strategy = cribbage::make_strategy;
    static std::optional<int> to_act(const State& s) {
        if (s.claim) {
            return index(s.claim->seat); // a claim waits before anything else
        }
        switch (s.phase) {
        case Phase::CutForDeal:
            return 0; // the player cuts
        case Phase::LayAway:
        case Phase::Play:
            return index(s.turn);
        case Phase::DealOver:
        case Phase::GameOver:
            return std::nullopt;
        }
        return std::nullopt;
    }
    // Not while a claim waits: the help would tell the count, and a save cannot hold the claim.
    static bool advisable(const State& s) {
        return !s.claim && (s.phase == Phase::LayAway || s.phase == Phase::Play);
    }
    static bool saveable(const State& s) { return advisable(s); }
    // Every game is recorded from its cut for the first deal (docs/cribbage.md, "Game record").
    using RecordWriter = cribbage::RecordWriter;
    static bool record_begins(const State& s) {
        return s.phase == Phase::CutForDeal && s.deal_number == 0;
    }
    static void start_record(RecordWriter& writer, const std::string& strategy, const State& s) {
        writer.start({"human", strategy}, s.target, s.count_own);
    }
    // Reading a record back game by game, and replaying one of its games through the rules.
    using RecordedGame = cribbage::RecordedGame;
    static constexpr auto each_recorded_game = cribbage::each_recorded_game;
    static constexpr auto replay_record = cribbage::replay;
    // A recorded chance dealt with seats 0 and 1 exchanged (engine/recorded_deals.hpp): each cut
    // for the deal shows the other's card, so the other seat deals first; every deck after it is
    // dealt from the dealer, so the same decks give each seat the other's hands and crib.
    static Chance seats_exchanged(Chance chance) {
        for (Cut& cut : chance.cuts) {
            std::swap(cut.human, cut.computer);
        }
        return chance;
    }
    // One line about a game, as Continue and a loaded file's first line tell it.
    static std::string summary(const State& s, const cards::SeatWords& words = {}) {
        return cribbage::summary(s, words);
    }
};
static_assert(engine::Descriptor<Game>);

} // namespace parlor::cribbage
