#pragma once
// What a game is, to the engine: the contract every game states once, in one descriptor struct
// beside its rules (include/parlor/games/<game>/game.hpp). The engine (engine::Game), the window's
// tables, the terminal and the tests reach a game's rules only through it, so the whole contract
// can be read here, and a game that misses a part fails to compile with the part's name.
//
// Seats are numbered from 0; seat 0 is the player at a table (the human in the terminal).

#include "parlor/cards/decision.hpp"
#include "parlor/cards/rng.hpp"
#include "parlor/cards/seat_words.hpp"
#include "parlor/record/recorded_games.hpp"

#include <concepts>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace parlor::engine {

template <class G>
concept Descriptor = requires(const typename G::State& state, typename G::State& changing,
                              const typename G::Action& action, const typename G::Chance& chance,
                              cards::Rng& rng, const typename G::View& view, int seat,
                              std::uint64_t seed, std::string_view name, const std::string& text,
                              typename G::RecordWriter& writer, const cards::SeatWords& words) {
    // The game's word in files and on the command line ("cribbage").
    { G::id } -> std::convertible_to<std::string_view>;
    // The rules: what may be done now, why not, what chance draws for a move, the move applied
    // with that chance (its outcome converts to bool: false when refused, with `error`).
    { G::legal_actions(state) } -> std::same_as<std::vector<typename G::Action>>;
    { G::why_illegal(state, action) } -> std::same_as<std::string>;
    { G::draw_chance(state, action, rng) } -> std::same_as<typename G::Chance>;
    { G::apply(changing, action, chance) } -> std::same_as<typename G::Outcome>;
    // Who decides now (nothing between rounds, or at the end).
    { G::to_act(state) } -> std::same_as<std::optional<int>>;
    // What `seat` may see: the computer and the help decide from it alone.
    { G::view(state, seat) } -> std::same_as<typename G::View>;
    // The computer's players by name (nullptr for an unknown name), each seeded.
    { G::make_strategy(name, seed) } -> std::convertible_to<std::unique_ptr<typename G::Strategy>>;
    // The help: the expert on the player's view.
    { G::advisable(state) } -> std::same_as<bool>;
    { G::advise(view, seed) } -> std::same_as<typename G::Advice>;
    // The brief's save file: when it can hold the game, and writing it (an error sentence).
    { G::saveable(state) } -> std::same_as<bool>;
    { G::save_to_file(text, state) } -> std::same_as<std::optional<std::string>>;
    // The game record (docs/records.md): whether a state is a new game a record begins with,
    // the seat the record names for the move now, the start line (of a new game, or of a game
    // begun from a position: a loaded file) and each move's line.
    { G::record_begins(state) } -> std::same_as<bool>;
    {G::record_seat(state)};
    G::start_record(writer, text, state);
    G::start_record_at(writer, text, state);
    G::record_action(writer, G::record_seat(state), action, chance, state);
    // Reading a record back game by game, each handed over and dropped ("FILE:LINE: problem",
    // or nothing), and replaying one of its games through the rules (engine/replay.hpp).
    {
        G::each_recorded_game(text, text, record::TakeGame<typename G::RecordedGame>{})
        } -> std::same_as<std::string>;
    {
        G::replay_record(std::declval<const typename G::RecordedGame&>(), text, changing, {})
        } -> std::same_as<std::string>;
    // One line about a game ("Cribbage, deal 3: ..."), the seats named by the save files' words
    // or by `words` (a table's: "You", the player's name).
    { G::summary(state) } -> std::same_as<std::string>;
    { G::summary(state, words) } -> std::same_as<std::string>;
};

} // namespace parlor::engine
