#pragma once
// A game record read back and replayed through the rules, for any game (its descriptor's
// read_record and replay_record): the position before the first move, every move with what
// chance drew for it, and where it ends. Watching a record, continuing a kept game and reviewing
// one all start from here.

#include "parlor/engine/descriptor.hpp"
#include "parlor/record/recorded_games.hpp"
#include "parlor/record/said.hpp"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace parlor::engine {

template <Descriptor G> struct Replayed {
    using State = typename G::State;
    struct Step {
        int seat = 0;
        typename G::Action action;
        typename G::Chance chance;
        int line = 0;                  // its line in the record
        std::vector<std::string> said; // the computer's words with it, as the record keeps them
    };
    std::string error;              // "FILE:LINE: problem"; empty when the game replayed
    std::optional<State> first;     // before its first move (none: a record of no move)
    State last{};                   // after its last move
    std::vector<Step> steps;        // every move, in order
    std::vector<std::string> seats; // as the record names them ("human", "expert")
    bool ok() const { return error.empty(); }
    // The position the game starts from: before its first move, else where it ends.
    const State& start() const { return first ? *first : last; }
};

// Game `number` of the record `text` (read from `file`, which only labels messages), replayed.
// The record is read game by game and only that game is kept (a record of 2000 games held every
// one of them parsed, several times the text, to show one); the whole record is still read, so a
// damaged line anywhere is its error, as in `parlor-cli replay --check`.
template <Descriptor G>
Replayed<G> replay_record(std::string_view text, std::string_view file, int number = 1) {
    Replayed<G> replayed;
    const auto wanted = record::game_numbered<typename G::RecordedGame>(
        G::each_recorded_game, text, file, number, replayed.error);
    if (!wanted) {
        return replayed;
    }
    const auto& game = *wanted;
    replayed.seats.assign(game.seats.begin(), game.seats.end());
    replayed.error = G::replay_record(
        game, file, replayed.last, [&](const typename G::State& before, const auto& step) {
            if (!replayed.first) {
                replayed.first = before;
            }
            replayed.steps.push_back(
                {static_cast<int>(step.seat), step.action, step.chance, step.line, {}});
        });
    if (replayed.ok()) {
        // The words are the envelope's (record_lines.hpp), not the game's: read beside its moves.
        auto said = record::said_in_game(text, file, number);
        for (auto& step : replayed.steps) {
            if (const auto words = said.find(step.line); words != said.end()) {
                step.said = std::move(words->second);
            }
        }
    }
    return replayed;
}

} // namespace parlor::engine
